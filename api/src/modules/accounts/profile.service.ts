import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput } from '../../lib/errors.js';
import { normalizeIdentifier, profileRules, signupRules } from '@fruit-shop/common/account.rules';
import { addressService, type AddressView } from './address.service.js';
import { phoneChangeService, type PhoneVerification } from './phone-change.service.js';

/** A customer as the API shows them: never a hash, always with their addresses in slot order. */
export interface UserView {
  id: number;
  name: string;
  middleName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  isSubscribed: boolean;
  createdAt: Date;
  addresses: AddressView[];
}

interface UserRow {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  is_subscribed: boolean;
  created_at: Date;
}

const signedOut = () => new AppError('UNAUTHENTICATED', 'Please log in to continue');

export const profileService = {
  async get(em: EntityManager, userId: number): Promise<UserView> {
    const [row] = await em.execute<UserRow[]>(
      `select "id", "first_name", "middle_name", "last_name", "email", "phone", "is_subscribed", "created_at" from "app_user" where "id" = ?`,
      [userId],
    );
    if (!row) throw signedOut();
    return {
      id: row.id,
      name: row.first_name,
      middleName: row.middle_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      isSubscribed: row.is_subscribed,
      createdAt: new Date(row.created_at),
      addresses: await addressService.list(em, userId),
    };
  },

  /**
   * Names now; a new phone number only once a code sent to it comes back (phoneChangeService:
   * the reply's `phoneVerification` says where it went). Removing the number needs no code.
   * A new email likewise (issue 29: a changed email or phone is verified by code); the reply's
   * `phoneVerification` names whichever waits (one at a time: the newer request wins).
   */
  async update(
    em: EntityManager,
    userId: number,
    input: { name?: string | null; middleName?: string | null; lastName?: string | null; phone?: string | null; email?: string | null },
    ip?: string,
  ): Promise<{ user: UserView; phoneVerification: PhoneVerification | null }> {
    let phoneVerification: PhoneVerification | null = null;
    const sets: string[] = [];
    const values: unknown[] = [];
    if (input.name !== undefined && input.name !== null) {
      const rule = profileRules.name(input.name);
      if (rule !== true) throw badInput(rule, 'name');
      sets.push('"first_name" = ?');
      values.push(input.name.trim());
    }
    for (const [field, column] of [
      ['middleName', 'middle_name'],
      ['lastName', 'last_name'],
    ] as const) {
      const value = input[field];
      if (value === undefined) continue;
      const rule = profileRules.optionalName(value);
      if (rule !== true) throw badInput(rule, field);
      sets.push(`"${column}" = ?`);
      values.push(value?.trim() || null);
    }
    if (input.phone !== undefined) {
      const rule = profileRules.phone(input.phone);
      if (rule !== true) throw badInput(rule, 'phone');
      const phone = input.phone ? normalizeIdentifier(input.phone).value : null;
      const [current] = await em.execute<{ phone: string | null }[]>('select "phone" from "app_user" where "id" = ?', [userId]);
      if (!current) throw signedOut();
      if (phone === null) {
        sets.push('"phone" = ?');
        values.push(null);
      } else if (phone !== current.phone) {
        phoneVerification = await phoneChangeService.request(em, userId, phone, ip);
      }
    }
    if (input.email !== undefined) {
      const rule = signupRules.email(input.email ?? '');
      if (rule !== true) throw badInput(rule, 'email');
      const email = input.email!.trim().toLowerCase();
      const [current] = await em.execute<{ email: string }[]>('select "email" from "app_user" where "id" = ?', [userId]);
      if (!current) throw signedOut();
      if (email !== current.email) phoneVerification = await phoneChangeService.request(em, userId, email, ip);
    }
    if (sets.length) {
      try {
        await em.execute(`update "app_user" set ${sets.join(', ')} where "id" = ?`, [...values, userId]);
      } catch (error) {
        if ((error as { code?: string }).code === '23505' || /unique/i.test(String((error as Error).message))) {
          throw new AppError('CONFLICT', 'This phone number is already used by another account', { field: 'phone' });
        }
        throw error;
      }
    }
    return { user: await this.get(em, userId), phoneVerification };
  },
};
