import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { ADDRESS_TYPES, addressRules, firstAddressError, MAX_ADDRESSES, type AddressFields, type AddressType } from '@fruit-shop/common/account.rules';

export interface AddressView {
  id: number;
  /** 1 is the default (primary) address; 2 and 3 follow. */
  position: number;
  type: AddressType;
  fullName: string | null;
  phone: string | null;
  addressLine1: string;
  addressLine2: string | null;
  landmark: string | null;
  city: string | null;
  state: string | null;
  country: string;
  pinCode: string | null;
  isDefault: boolean;
}

interface AddressRow {
  id: number;
  position: number;
  type: AddressType;
  full_name: string | null;
  phone: string | null;
  address_line1: string;
  address_line2: string | null;
  landmark: string | null;
  city: string | null;
  state: string | null;
  country: string;
  pin_code: string | null;
}

const COLUMNS = `"id", "position", "type", "full_name", "phone", "address_line1", "address_line2", "landmark", "city", "state", "country", "pin_code"`;

const toView = (row: AddressRow): AddressView => ({
  id: row.id,
  position: row.position,
  type: row.type,
  fullName: row.full_name,
  phone: row.phone,
  addressLine1: row.address_line1,
  addressLine2: row.address_line2,
  landmark: row.landmark,
  city: row.city,
  state: row.state,
  country: row.country,
  pinCode: row.pin_code,
  isDefault: row.position === 1,
});

/** The one-line form of an address: what the spec's slot fields (`address`, `address2` …) hold. */
export function addressLine(a: Pick<AddressView, 'addressLine1' | 'addressLine2' | 'landmark' | 'city' | 'state' | 'pinCode'>): string {
  const place = [a.city, a.state].filter(Boolean).join(', ');
  return [a.addressLine1, a.addressLine2, a.landmark, [place, a.pinCode].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

export const PRIMARY_DELETE_MESSAGE = 'Please set another address as primary before deleting this one';
export const TOO_MANY_MESSAGE = `You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`;

const clean = (value: string | null | undefined, max: number) => {
  const v = value?.trim();
  return v ? v.slice(0, max) : null;
};

function checked(input: AddressFields): AddressFields {
  const invalid = firstAddressError(input);
  if (invalid) throw badInput(invalid.message, invalid.field);
  return input;
}

/** Serialises changes to one user's addresses (the count and the positions). */
async function lockUser(tx: EntityManager, userId: number) {
  const [row] = await tx.execute<{ id: number }[]>('select "id" from "app_user" where "id" = ? for update', [userId]);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in again');
}

async function rows(em: EntityManager, userId: number): Promise<AddressRow[]> {
  return em.execute<AddressRow[]>(`select ${COLUMNS} from "address" where "user_id" = ? order by "position"`, [userId]);
}

async function owned(tx: EntityManager, userId: number, id: number): Promise<AddressRow> {
  const [row] = await tx.execute<AddressRow[]>(`select ${COLUMNS} from "address" where "id" = ? and "user_id" = ?`, [id, userId]);
  // Someone else's address looks exactly like a missing one.
  if (!row) throw notFound('Address not found');
  return row;
}

/** Positions 1.. in order, after a delete or a reorder (the constraint is checked at commit). */
async function writeOrder(tx: EntityManager, ids: number[]) {
  for (const [index, id] of ids.entries()) {
    await tx.execute('update "address" set "position" = ?, "updated_at" = now() where "id" = ?', [index + 1, id]);
  }
}

async function insert(tx: EntityManager, userId: number, fields: AddressFields) {
  const existing = await rows(tx, userId);
  if (existing.length >= MAX_ADDRESSES) throw new AppError('CONFLICT', TOO_MANY_MESSAGE);
  const [row] = await tx.execute<AddressRow[]>(
    `insert into "address" ("user_id", "position", "type", "full_name", "phone", "address_line1", "address_line2", "landmark", "city", "state", "country", "pin_code")
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
    [
      userId,
      existing.length + 1,
      fields.type,
      clean(fields.fullName, 100),
      clean(fields.phone, 15),
      clean(fields.addressLine1, 300),
      clean(fields.addressLine2, 300),
      clean(fields.landmark, 200),
      clean(fields.city, 100),
      clean(fields.state, 100),
      clean(fields.country, 100) ?? 'India',
      clean(fields.pinCode, 6),
    ],
  );
  return toView(row);
}

async function update(tx: EntityManager, id: number, fields: AddressFields) {
  const [row] = await tx.execute<AddressRow[]>(
    `update "address" set "type" = ?, "full_name" = ?, "phone" = ?, "address_line1" = ?, "address_line2" = ?, "landmark" = ?,
       "city" = ?, "state" = ?, "country" = ?, "pin_code" = ?, "updated_at" = now() where "id" = ? returning ${COLUMNS}`,
    [
      fields.type,
      clean(fields.fullName, 100),
      clean(fields.phone, 15),
      clean(fields.addressLine1, 300),
      clean(fields.addressLine2, 300),
      clean(fields.landmark, 200),
      clean(fields.city, 100),
      clean(fields.state, 100),
      clean(fields.country, 100) ?? 'India',
      clean(fields.pinCode, 6),
      id,
    ],
  );
  return toView(row);
}

/**
 * A customer's delivery addresses (decisions: Addresses). Every method takes the user id from
 * the session, never from the request, and changes run in one transaction under a lock on
 * the user, so two tabs cannot both add a third address.
 */
export const addressService = {
  async list(em: EntityManager, userId: number): Promise<AddressView[]> {
    return (await rows(em, userId)).map(toView);
  },

  async get(em: EntityManager, userId: number, id: number): Promise<AddressView> {
    return toView(await owned(em, userId, id));
  },

  async add(em: EntityManager, userId: number, input: AddressFields): Promise<AddressView> {
    const fields = checked({ ...input, country: input.country || 'India' });
    return em.transactional(async (tx) => {
      await lockUser(tx, userId);
      return insert(tx, userId, fields);
    });
  },

  async update(em: EntityManager, userId: number, id: number, input: AddressFields): Promise<AddressView> {
    const fields = checked({ ...input, country: input.country || 'India' });
    return em.transactional(async (tx) => {
      await lockUser(tx, userId);
      await owned(tx, userId, id);
      return update(tx, id, fields);
    });
  },

  /** Make Primary: the chosen address takes slot 1, the old primary slot 2, the rest follow. */
  async setDefault(em: EntityManager, userId: number, id: number): Promise<AddressView[]> {
    return em.transactional(async (tx) => {
      await lockUser(tx, userId);
      await owned(tx, userId, id);
      const ids = (await rows(tx, userId)).map((row) => row.id);
      await writeOrder(tx, [id, ...ids.filter((other) => other !== id)]);
      return (await rows(tx, userId)).map(toView);
    });
  },

  /** Deletes a non-primary address (the primary is refused while others exist). */
  async remove(em: EntityManager, userId: number, id: number): Promise<AddressView[]> {
    return em.transactional(async (tx) => {
      await lockUser(tx, userId);
      const row = await owned(tx, userId, id);
      const all = await rows(tx, userId);
      if (row.position === 1) throw new AppError('CONFLICT', PRIMARY_DELETE_MESSAGE);
      await tx.execute('delete from "address" where "id" = ?', [id]);
      await writeOrder(tx, all.filter((other) => other.id !== id).map((other) => other.id));
      return (await rows(tx, userId)).map(toView);
    });
  },

  /**
   * The header's location box for a signed-in customer: one line of text saved "into a slot
   * by type" — the address of that type is updated, or a new one added.
   */
  async saveLocation(
    em: EntityManager,
    userId: number,
    input: { text: string; type: string; city?: string | null; state?: string | null; pinCode?: string | null; country?: string | null },
  ): Promise<AddressView> {
    const rule = addressRules.location(input.text);
    if (rule !== true) throw badInput(rule, 'text');
    const typeRule = addressRules.type(input.type);
    if (typeRule !== true) throw badInput(typeRule, 'type');
    const pin = input.pinCode?.trim() || null;
    if (pin && addressRules.pinCode(pin) !== true) throw badInput('Please enter a valid 6-digit pincode', 'pinCode');
    return em.transactional(async (tx) => {
      await lockUser(tx, userId);
      const [profile] = await tx.execute<{ name: string; phone: string | null }[]>(
        `select concat_ws(' ', "first_name", "middle_name", "last_name") as "name", "phone" from "app_user" where "id" = ?`,
        [userId],
      );
      const sameType = (await rows(tx, userId)).find((row) => row.type === input.type);
      const fields: AddressFields = {
        type: input.type,
        fullName: sameType?.full_name ?? profile.name,
        phone: sameType?.phone ?? profile.phone ?? '',
        addressLine1: input.text,
        addressLine2: null,
        landmark: null,
        city: input.city ?? '',
        state: input.state ?? '',
        country: input.country || 'India',
        pinCode: pin ?? '',
      };
      return sameType ? update(tx, sameType.id, fields) : insert(tx, userId, fields);
    });
  },

  /**
   * The spec's slot fields (`PUT /users/{id}`): `address`, `address2`, `address3` with their
   * `…_type`. Text sets that slot's one-line address; null deletes the slot.
   */
  async applySlots(em: EntityManager, userId: number, slots: { text: string | null | undefined; type: string | null | undefined }[]): Promise<AddressView[]> {
    return em.transactional(async (tx) => {
      await lockUser(tx, userId);
      // Deletions first, from the back, so the positions named still mean what the client saw.
      const before = await rows(tx, userId);
      for (let index = slots.length - 1; index >= 0; index -= 1) {
        if (slots[index].text !== null) continue;
        const row = before[index];
        if (!row) continue;
        const remaining = await rows(tx, userId);
        if (row.position === 1) throw new AppError('CONFLICT', PRIMARY_DELETE_MESSAGE);
        await tx.execute('delete from "address" where "id" = ?', [row.id]);
        await writeOrder(tx, remaining.filter((other) => other.id !== row.id).map((other) => other.id));
      }
      for (const [index, slot] of slots.entries()) {
        if (slot.text === null || slot.text === undefined) {
          if (slot.type && before[index] && slots[index].text === undefined) {
            const typeRule = addressRules.type(slot.type);
            if (typeRule !== true) throw badInput(typeRule, `address${index + 1}_type`);
            await tx.execute('update "address" set "type" = ? where "id" = ?', [slot.type, before[index].id]);
          }
          continue;
        }
        const rule = addressRules.location(slot.text);
        if (rule !== true) throw badInput(rule, index === 0 ? 'address' : `address${index + 1}`);
        const type = slot.type ?? before[index]?.type ?? ADDRESS_TYPES[Math.min(index, 2)];
        const typeRule = addressRules.type(type);
        if (typeRule !== true) throw badInput(typeRule, `address${index + 1}_type`);
        const current = (await rows(tx, userId))[index];
        if (current) {
          await tx.execute('update "address" set "address_line1" = ?, "address_line2" = null, "landmark" = null, "type" = ?, "updated_at" = now() where "id" = ?', [
            slot.text.trim(),
            type,
            current.id,
          ]);
        } else {
          await insert(tx, userId, {
            type,
            fullName: null as unknown as string,
            phone: null as unknown as string,
            addressLine1: slot.text,
            city: '',
            state: '',
            country: 'India',
            pinCode: '',
          });
        }
      }
      return (await rows(tx, userId)).map(toView);
    });
  },
};
