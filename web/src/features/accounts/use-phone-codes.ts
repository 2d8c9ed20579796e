import { useQuery } from '@apollo/client/react';
import { PHONE_CODES_UNAVAILABLE } from '@fruit-shop/common/phone-codes';
import { loginRules, signupRules, type Rule } from '@fruit-shop/common/account.rules';
import { SignInOptionsQuery } from './auth-operations';

/**
 * How the sign-in and reset forms ask who you are: email or phone while the shop can text a
 * code, email only (and why) while it cannot (production without an SMS provider). Until the
 * server has said, phone stays offered; a phone number then meets the server's same message.
 */
export function useIdentifierField(phoneRule: Rule = loginRules.identifier): { label: string; type: 'text' | 'email'; validate: Rule; helper?: string } {
  const { data } = useQuery(SignInOptionsQuery);
  if (data?.shopSettings.phoneCodes !== false) return { label: 'Email or Phone Number', type: 'text', validate: phoneRule };
  return { label: 'Email', type: 'email', validate: signupRules.email, helper: PHONE_CODES_UNAVAILABLE };
}
