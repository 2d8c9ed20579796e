import type { FastifyRequest } from 'fastify';
import { queryText, type RestRoute } from '../../core/rest-route.js';
import { badInput, parseId } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import { attributesOf, stringList } from '../catalog/product-values.js';
import { dateOf, decimalNumber, flag, hundredthsOf, page, pathParam, pick, text, wholeNumber, type JsonBody } from './admin-fields.js';
import { productAdminService, type AdminProductRecord, type ProductInputFields } from '../catalog/product-admin.service.js';
import { PRODUCT_MESSAGES } from './admin.rules.js';
import { storeImage } from './image-upload.js';
import type { ImageStore } from '../media/image-store.js';
import { readForm, type Form } from './multipart-form.js';
import { actingAdmin } from './admin-log.service.js';

/*
 * The spec's product paths (§7 Catalogue): POST /products (multipart with an image file, or
 * JSON; tag and custom_attributes as JSON text), PUT/DELETE /products/{id}, DELETE
 * /product/{id}; plus POST /uploads for the GraphQL form's image and GET /admin/products.
 */

export const restAdminProduct = (p: AdminProductRecord) => ({
  product_id: p.id,
  id: p.id,
  product_name: p.name,
  description: p.description,
  image: p.image,
  images: p.imageGallery,
  image_gallery: JSON.stringify(p.imageGallery),
  price: paiseToRupees(p.price),
  discount_price: p.discountPrice === null ? null : paiseToRupees(p.discountPrice),
  unit: p.unit,
  weight: p.weight,
  category_id: p.categoryId,
  fruits_cat_id: p.categoryId,
  fruits_cat_name: p.categoryName,
  stock_quantity: p.stockQuantity,
  max_order_limit: p.maxOrderLimit,
  tag: p.tags,
  custom_attributes: p.customAttributes ?? {},
  country_origin: p.countryOfOrigin,
  storage_instruction: p.storageInstruction,
  available_from: p.availableFrom,
  available_until: p.availableUntil,
  is_featured: p.isFeatured,
  is_active: p.isActive,
  delivery_time: p.deliveryTime,
  supplied_id: p.suppliedId,
  hsn_code: p.hsnCode,
  gst_rate: p.gstRate,
  has_orders: p.hasOrders,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

/** A list sent as JSON text, a JSON list or comma-separated text. */
function listOf(value: unknown, field: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return [];
  if (Array.isArray(value)) return value.map((v) => String(v));
  if (typeof value !== 'string') throw badInput(`${field} must be a list`, field);
  return stringList(value);
}

function attributesFrom(value: unknown): Record<string, string> | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      JSON.parse(value);
    } catch {
      throw badInput('custom_attributes must be a JSON object', 'custom_attributes');
    }
  }
  return Object.fromEntries(attributesOf(value).map((a) => [a.key, a.value]));
}

const day = (value: unknown, field: string) => {
  const date = dateOf(value, field);
  return date === undefined ? undefined : date === null ? null : date.toISOString().slice(0, 10);
};

function gstRateOf(value: unknown): number | undefined {
  const rate = decimalNumber(value, 'gst_rate', { max: 100 });
  return rate === undefined ? undefined : (rate ?? 0);
}

/** The form's fields in the spec's names; absent stays absent (a PUT keeps those values). */
function productFields(b: JsonBody): ProductInputFields {
  const category = pick(b, 'category_id', 'fruits_cat_id');
  const out: ProductInputFields = {
    name: text(pick(b, 'product_name', 'name'), 'product_name') ?? undefined,
    description: text(pick(b, 'description'), 'description'),
    image: text(pick(b, 'image'), 'image'),
    imageGallery: listOf(pick(b, 'image_gallery', 'images'), 'image_gallery'),
    price: hundredthsOf(pick(b, 'price'), 'price') ?? (pick(b, 'price') === undefined ? undefined : -1),
    discountPrice: hundredthsOf(pick(b, 'discount_price'), 'discount_price'),
    unit: text(pick(b, 'unit'), 'unit') ?? undefined,
    weight: decimalNumber(pick(b, 'weight'), 'weight', { max: 100_000 }),
    categoryId: category === undefined ? undefined : category === '' || category === null ? 0 : parseId(String(category), 'category_id'),
    stockQuantity: wholeNumber(pick(b, 'stock_quantity'), 'stock_quantity') ?? (pick(b, 'stock_quantity') === undefined ? undefined : -1),
    maxOrderLimit: wholeNumber(pick(b, 'max_order_limit'), 'max_order_limit'),
    tags: listOf(pick(b, 'tag', 'tags'), 'tag'),
    customAttributes: attributesFrom(pick(b, 'custom_attributes')),
    countryOfOrigin: text(pick(b, 'country_origin', 'country_of_origin'), 'country_origin'),
    storageInstruction: text(pick(b, 'storage_instruction'), 'storage_instruction'),
    availableFrom: day(pick(b, 'available_from'), 'available_from'),
    availableUntil: day(pick(b, 'available_until'), 'available_until'),
    isFeatured: flag(pick(b, 'is_featured'), 'is_featured'),
    isActive: flag(pick(b, 'is_active'), 'is_active'),
    deliveryTime: text(pick(b, 'delivery_time'), 'delivery_time') ?? undefined,
    suppliedId: text(pick(b, 'supplied_id'), 'supplied_id'),
    hsnCode: text(pick(b, 'hsn_code'), 'hsn_code'),
    // null or '' reads as 0 %: an absent rate keeps the stored one.
    gstRate: gstRateOf(pick(b, 'gst_rate')),
  };
  if (out.weight !== undefined && out.weight !== null && Number.isNaN(out.weight)) throw badInput('The weight must be a number', 'weight');
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as ProductInputFields;
}

/**
 * Stores the form's image (if any) and runs `save` with its address. A picture whose form is then
 * refused stays stored, unreferenced: it is named by its content, so another product may be
 * showing the same bytes, and the corrected form sent again reuses it.
 */
async function withImage<T>(images: ImageStore, form: Form, save: (fields: ProductInputFields) => Promise<T>): Promise<T> {
  const fields = productFields(form.fields);
  if (!form.image) return save(fields);
  return save({ ...fields, image: await storeImage(images, 'products', form.image) });
}

async function removeProduct(ctx: Parameters<RestRoute['handler']>[0], req: FastifyRequest) {
  const { deleted, product } = await productAdminService.remove(ctx.em, actingAdmin(ctx), pathParam(req, 'productId'));
  return { success: true, deleted, message: deleted ? PRODUCT_MESSAGES.deleted : PRODUCT_MESSAGES.deactivated, product: restAdminProduct(product) };
}

export function adminProductRestRoutes({ images }: { images: ImageStore }): RestRoute[] {
  return [
    {
      method: 'GET',
      url: '/admin/products',
      role: 'admin',
      async handler(ctx, req) {
        const { limit, offset } = page(req);
        const category = queryText(req, 'category_id');
        return (await productAdminService.list(ctx.em, { search: queryText(req, 'search') ?? queryText(req, 'q'), categoryId: category ? parseId(category, 'category_id') : null, limit, offset })).map(
          restAdminProduct,
        );
      },
    },
    {
      method: 'POST',
      url: '/products',
      role: 'admin',
      status: 201,
      async handler(ctx, req) {
        const by = actingAdmin(ctx);
        const product = await withImage(images, await readForm(req), (fields) => productAdminService.create(ctx.em, by, fields));
        return { success: true, message: PRODUCT_MESSAGES.added, product: restAdminProduct(product) };
      },
    },
    {
      method: 'PUT',
      url: '/products/:productId',
      role: 'admin',
      async handler(ctx, req) {
        const by = actingAdmin(ctx);
        const id = pathParam(req, 'productId');
        const product = await withImage(images, await readForm(req), (fields) => productAdminService.update(ctx.em, by, id, fields));
        return { success: true, message: PRODUCT_MESSAGES.updated, product: restAdminProduct(product) };
      },
    },
    { method: 'DELETE', url: '/products/:productId', role: 'admin', handler: removeProduct },
    { method: 'DELETE', url: '/product/:productId', role: 'admin', handler: removeProduct },
    {
      // An image on its own (the GraphQL product form sends its address).
      method: 'POST',
      url: '/uploads',
      role: 'admin',
      status: 201,
      async handler(_ctx, req) {
        if (!req.isMultipart()) throw badInput('Send the image as multipart/form-data in the field named image', 'image');
        const form = await readForm(req);
        if (!form.image) throw badInput('Please choose an image file', 'image');
        return { success: true, url: await storeImage(images, 'products', form.image) };
      },
    },
  ];
}
