/*
 * One email rule for every form (sign-up, admin, checkout, contact) and both sides: the api's
 * services and the web's forms import it. No imports, so the browser bundle takes it as is.
 *
 * The HTML living standard's address syntax (what <input type=email> accepts), with a dot in
 * the domain and at most 254 characters: `<script>@x.com`, spaces, quotes and brackets are out.
 */
const LOCAL = "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL})+$`);

export const MAX_EMAIL_LENGTH = 254;

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= MAX_EMAIL_LENGTH && EMAIL.test(v);
}
