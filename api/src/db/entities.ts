import { Address } from '../modules/accounts/address.entity.js';
import { Admin } from '../modules/accounts/admin.entity.js';
import { OneTimeCode } from '../modules/accounts/one-time-code.entity.js';
import { UserSession } from '../modules/accounts/session.entity.js';
import { User } from '../modules/accounts/user.entity.js';
import { Category } from '../modules/catalog/category.entity.js';
import { ProductReview } from '../modules/catalog/product-review.entity.js';
import { Product } from '../modules/catalog/product.entity.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { BlogComment } from '../modules/content/blog-comment.entity.js';
import { Blog } from '../modules/content/blog.entity.js';
import { Coupon } from '../modules/coupons/coupon.entity.js';
import { City } from '../modules/locations/city.entity.js';
import { Pincode } from '../modules/locations/pincode.entity.js';
import { State } from '../modules/locations/state.entity.js';
import { OutboxMessage } from '../modules/messaging/outbox-message.entity.js';
import { WishlistItem } from '../modules/wishlist/wishlist-item.entity.js';
import { SubscriptionPlan } from '../modules/subscriptions/subscription-plan.entity.js';
import { SubscriptionPlanLine } from '../modules/subscriptions/subscription-plan-line.entity.js';

/** Every entity, listed explicitly: no folder scanning, so the build and tests discover the same set. */
export const ENTITIES = [Admin, User, Address, UserSession, OneTimeCode, Category, Product, ProductReview, Blog, BlogComment, Coupon, SubscriptionPlan, SubscriptionPlanLine, OutboxMessage, State, City, Pincode, WishlistItem, ContactMessage];
