import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { diffChanges, type AdminActor } from '../../core/audit.js';
import { shopEvents } from '../../core/events.js';
import { AppError, badInput, notFound } from '../../lib/errors.js';

export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  productCount: number;
  /** Its place among the home page's sections (1 first); null: not on the home page. */
  homePosition: number | null;
  /** The home section's heading as set (null: the category's name). */
  homeTitle: string | null;
  /** Whether the home page's tab bar names the section. */
  homeTab: boolean;
}

/** Absent home fields keep what is stored (a PUT of the spec's name and description alone changes neither). */
export interface CategoryFields {
  name: string;
  description?: string | null;
  homePosition?: number | null;
  homeTitle?: string | null;
  homeTab?: boolean | null;
}

/** Home sections go from 1 to this. */
export const MAX_HOME_POSITION = 99;

type Raw = { id: number; name: string; slug: string; description: string | null; product_count?: number; home_position: number | null; home_title: string | null; home_tab: boolean };
const toRecord = (r: Raw): CategoryRecord => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  productCount: r.product_count ?? 0,
  homePosition: r.home_position,
  homeTitle: r.home_title,
  homeTab: r.home_tab,
});
const COLUMNS = '"id", "name", "slug", "description", "home_position", "home_title", "home_tab"';

type Clean = { name: string; description: string | null; homePosition?: number | null; homeTitle?: string | null; homeTab?: boolean };

function clean(input: CategoryFields): Clean {
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) throw badInput('Please enter a category name', 'fruits_cat_name');
  if (name.length > 100) throw badInput('A category name has at most 100 characters', 'fruits_cat_name');
  const description = input.description?.trim() || null;
  if (description && description.length > 2000) throw badInput('A description has at most 2000 characters', 'fruits_cat_description');
  const fields: Clean = { name, description };
  if (input.homePosition !== undefined) {
    const position = input.homePosition;
    if (position !== null && (!Number.isInteger(position) || position < 1 || position > MAX_HOME_POSITION)) {
      throw badInput(`The home page position must be a whole number from 1 to ${MAX_HOME_POSITION}`, 'home_position');
    }
    fields.homePosition = position;
  }
  if (input.homeTitle !== undefined) {
    const title = input.homeTitle?.trim().replace(/\s+/g, ' ') || null;
    if (title && title.length > 100) throw badInput('A home section title has at most 100 characters', 'home_title');
    fields.homeTitle = title;
  }
  if (input.homeTab !== undefined && input.homeTab !== null) {
    if (typeof input.homeTab !== 'boolean') throw badInput('home_tab must be true or false', 'home_tab');
    fields.homeTab = input.homeTab;
  }
  return fields;
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
 * Categories in the back office (spec §2 'Categories Management'), and which of them the home
 * page shows as sections (issue 36). A category's slug is made
 * from its first name and kept when it is renamed, so links to /shop?category=… keep working.
 */
export const categoryAdminService = {
  async list(em: EntityManager): Promise<CategoryRecord[]> {
    const rows = await em.execute<Raw[]>(
      `select c."id", c."name", c."slug", c."description", c."home_position", c."home_title", c."home_tab",
              (select count(*) from "product" p where p."category_id" = c."id")::int as "product_count"
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
        const [row] = await tx.execute<Raw[]>(
          `insert into "category" ("name", "slug", "description", "home_position", "home_title", "home_tab") values (?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
          [fields.name, slug, fields.description, fields.homePosition ?? null, fields.homeTitle ?? null, fields.homeTab ?? true],
        );
        await by.record(tx, { action: 'category_created', targetType: 'category', targetId: row.id, changes: diffChanges({}, { ...toRecord(row) }) });
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
        const [before] = await tx.execute<Raw[]>(`select ${COLUMNS} from "category" where "id" = ? for update`, [id]);
        if (!before) throw notFound('Category not found');
        const next = {
          name: fields.name,
          description: fields.description,
          homePosition: fields.homePosition === undefined ? before.home_position : fields.homePosition,
          homeTitle: fields.homeTitle === undefined ? before.home_title : fields.homeTitle,
          homeTab: fields.homeTab ?? before.home_tab,
        };
        const [row] = await tx.execute<Raw[]>(
          `update "category" set "name" = ?, "description" = ?, "home_position" = ?, "home_title" = ?, "home_tab" = ? where "id" = ? returning ${COLUMNS},
             (select count(*) from "product" p where p."category_id" = "category"."id")::int as "product_count"`,
          [next.name, next.description, next.homePosition, next.homeTitle, next.homeTab, id],
        );
        const changes = diffChanges(
          { name: before.name, description: before.description, homePosition: before.home_position, homeTitle: before.home_title, homeTab: before.home_tab },
          next,
        );
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
        `select c."id", c."name", c."slug", c."description", c."home_position", c."home_title", c."home_tab",
                (select count(*) from "product" p where p."category_id" = c."id")::int as "product_count"
           from "category" c where c."id" = ? for update`,
        [id],
      );
      if (!row) throw notFound('Category not found');
      if (row.product_count! > 0) {
        throw new AppError('CONFLICT', `This category still has ${row.product_count} product${row.product_count === 1 ? '' : 's'}; move or delete them first`);
      }
      await shopEvents.publish(tx, 'category-deleting', { categoryId: id });
      await tx.execute('delete from "category" where "id" = ?', [id]);
      await by.record(tx, { action: 'category_deleted', targetType: 'category', targetId: id, changes: { name: row.name, description: row.description } });
      return toRecord(row);
    });
  },
};
