/*
 * One-time codes by text message (issue 40). A production shop with no SMS provider cannot send
 * them: the api refuses a code for a phone number with this message (PHONE_CODES_UNAVAILABLE),
 * and the web's sign-in and reset forms ask for an email address instead, saying the same.
 */

export const PHONE_CODES_UNAVAILABLE = 'This shop cannot send codes by text message yet. Please use your email address: your code will come by email.';
