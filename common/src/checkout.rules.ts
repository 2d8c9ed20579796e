/*
 * The checkout form's rules (spec §5 Checkout) with their messages, shared by the api and
 * the web form (react-hook-form). Its one import (the email rule) has none, so the browser bundle takes it as is. A rule
 * returns the message to show, or `true` when the value passes. Lengths are not in the spec:
 * they match the order table's columns.
 */

import { isEmail } from './email.js';

export type RuleResult = string | true;

export const REQUIRED_MESSAGE = 'Please fill in all required fields';
export const PHONE_MESSAGE = 'Please enter a valid phone number (10-15 digits)';

export const SHIPPING_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'country', 'postcode'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingDetails = Record<ShippingField, string>;

export const SHIPPING_LIMITS: Record<ShippingField, number> = {
  firstName: 50,
  lastName: 50,
  email: 254,
  phone: 15,
  address: 300,
  city: 100,
  state: 100,
  country: 100,
  postcode: 10,
};

export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** Digits only, 10 to 15 of them (spaces and dashes a shopper types are dropped first). */
export const normalizeCheckoutPhone = (value: string) => value.trim().replace(/[\s-]/g, '');

function text(field: ShippingField) {
  return (value: string | null | undefined): RuleResult => {
    if (blank(value)) return REQUIRED_MESSAGE;
    return value!.trim().length <= SHIPPING_LIMITS[field] ? true : `This field can be at most ${SHIPPING_LIMITS[field]} characters`;
  };
}

export const checkoutRules: Record<ShippingField, (value: string | null | undefined) => RuleResult> = {
  firstName: text('firstName'),
  lastName: text('lastName'),
  email: (value) => {
    if (blank(value)) return REQUIRED_MESSAGE;
    const v = value!.trim();
    return isEmail(v) && v.length <= SHIPPING_LIMITS.email ? true : 'Please enter a valid email address';
  },
  phone: (value) => {
    if (blank(value)) return REQUIRED_MESSAGE;
    return /^\d{10,15}$/.test(normalizeCheckoutPhone(value!)) ? true : PHONE_MESSAGE;
  },
  address: text('address'),
  city: text('city'),
  state: text('state'),
  country: text('country'),
  postcode: (value) => {
    if (blank(value)) return REQUIRED_MESSAGE;
    return /^[1-9]\d{5}$/.test(value!.trim()) ? true : 'Please enter a valid 6-digit pincode';
  },
};

/**
 * The first failing rule in the form's order. Missing fields are reported together with the
 * spec's one message, before any format problem, as the spec's checkout does.
 */
export function firstCheckoutError(details: Partial<Record<ShippingField, string | null | undefined>>): { field: ShippingField; message: string } | null {
  const missing = SHIPPING_FIELDS.find((field) => blank(details[field]));
  if (missing) return { field: missing, message: REQUIRED_MESSAGE };
  for (const field of SHIPPING_FIELDS) {
    const result = checkoutRules[field](details[field]);
    if (result !== true) return { field, message: result };
  }
  return null;
}

/** Order statuses and the moves the server allows (decisions: Stock and orders). */
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'on_the_way', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const ORDER_TRANSITIONS: Record<OrderStatusName, readonly OrderStatusName[]> = {
  pending: ['paid', 'processing', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['on_the_way', 'delivered', 'returned'],
  on_the_way: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

/** A customer may cancel their own order while it has not left the shop. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatusName[] = ['pending', 'paid', 'processing'];

export const canMove = (from: OrderStatusName, to: OrderStatusName) => ORDER_TRANSITIONS[from].includes(to);
