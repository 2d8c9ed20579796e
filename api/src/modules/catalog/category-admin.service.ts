import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { diffChanges, type AdminActor } from '../../core/audit.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';

export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  productCount: number;
}

export interface CategoryFields {
  name: string;
  description?: string | null;
}

type Raw = { id: number; name: string; slug: string; description: string | null; product_count?: number };
const toRecord = (r: Raw): CategoryRecord => ({ id: r.id, name: r.name, slug: r.slug, description: r.description, productCount: r.product_count ?? 0 });

function clean(input: CategoryFields): { name: string; description: string | null } {
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) throw badInput('Please enter a category name', 'fruits_cat_name');
  if (name.length > 100) throw badInput('A category name has at most 100 characters', 'fruits_cat_name');
  const description = input.description?.trim() || null;
  if (description && description.length > 2000) throw badInput('A description has at most 2000 characters', 'fruits_cat_description');
  return { name, description };
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90) || 'category';

const isUniqueViolation = (error: unknown) => error instanceof UniqueConstraintViolationException || (error as { code?: string })?.code === '23505';
const duplicateName = () => new AppError('CONFLICT', 'A category with this name already exists', { field: 'fruits_cat_name' });

/**
 * Categories in the back office (spec §2 'Categories Management'). A category's slug is made
 * from its first name and kept when it is renamed, so links to /shop?category=… keep working.
 */
export const categoryAdminService = {
  async list(em: EntityManager): Promise<CategoryRecord[]> {
    const rows = await em.execute<Raw[]>(
      `select c."id", c."name", c."slug", c."description", (select count(*) from "product" p where p."category_id" = c."id")::int as "product_count"
         from "category" c order by c."id"`,
    );
    return rows.map(toRecord);
  },

  async create(em: EntityManager, by: AdminActor, input: CategoryFields): Promise<CategoryRecord> {
    const fields = clean(input);
    try {
      return await em.transactional(async (tx) => {
        const base = slugOf(fields.name);
        const taken = new Set(
          (await tx.execute<{ slug: string }[]>(`select "slug" from "category" where "slug" = ? or "slug" like ?`, [base, `${base}-%`])).map((r) => r.slug),
        );
        let slug = base;
        for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
        const [row] = await tx.execute<Raw[]>(`insert into "category" ("name", "slug", "description") values (?, ?, ?) returning "id", "name", "slug", "description"`, [
          fields.name,
          slug,
          fields.description,
        ]);
        await by.record(tx, { action: 'category_created', targetType: 'category', targetId: row.id, changes: diffChanges({}, { ...fields, slug }) });
        return toRecord(row);
      });
    } catch (error) {
      throw isUniqueViolation(error) ? duplicateName() : error;
    }
  },

  /** `id` as the back office parsed it (its own message when none is given). */
  async update(em: EntityManager, by: AdminActor, id: number, input: CategoryFields): Promise<CategoryRecord> {
    const fields = clean(input);
    try {
      return await em.transactional(async (tx) => {
        const [before] = await tx.execute<Raw[]>('select "id", "name", "slug", "description" from "category" where "id" = ? for update', [id]);
        if (!before) throw notFound('Category not found');
        const [row] = await tx.execute<Raw[]>(
          `update "category" set "name" = ?, "description" = ? where "id" = ? returning "id", "name", "slug", "description",
             (select count(*) from "product" p where p."category_id" = "category"."id")::int as "product_count"`,
          [fields.name, fields.description, id],
        );
        const changes = diffChanges({ name: before.name, description: before.description }, fields);
        if (Object.keys(changes).length) await by.record(tx, { action: 'category_updated', targetType: 'category', targetId: id, changes });
        return toRecord(row);
      });
    } catch (error) {
      throw isUniqueViolation(error) ? duplicateName() : error;
    }
  },

  /** A category that still has products is kept (its products would lose their shelf). */
  async remove(em: EntityManager, by: AdminActor, id: number): Promise<CategoryRecord> {
    return em.transactional(async (tx) => {
      const [row] = await tx.execute<Raw[]>(
        `select c."id", c."name", c."slug", c."description", (select count(*) from "product" p where p."category_id" = c."id")::int as "product_count"
           from "category" c where c."id" = ? for update`,
        [id],
      );
      if (!row) throw notFound('Category not found');
      if (row.product_count! > 0) {
        throw new AppError('CONFLICT', `This category still has ${row.product_count} product${row.product_count === 1 ? '' : 's'}; move or delete them first`);
      }
      await tx.execute('delete from "category" where "id" = ?', [id]);
      await by.record(tx, { action: 'category_deleted', targetType: 'category', targetId: id, changes: { name: row.name, description: row.description } });
      return toRecord(row);
    });
  },
};
