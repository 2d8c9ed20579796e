import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, type Ref, Unique, type Opt } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Product } from './product.entity.js';

/** A customer's star rating of a product; the source of averageRating and reviewCount. */
@Entity({ tableName: 'product_review' })
@Unique({ properties: ['product', 'user'] })
@Check({ name: 'product_review_rating_range', expression: 'rating >= 1 and rating <= 5' })
export class ProductReview {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade' })
  @Index()
  product!: Ref<Product>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'text', nullable: true })
  comment?: string | null;

  /** Image URLs the reviewer attached (spec §3: a review has a rating and images). */
  @Property({ type: 'json', default: '[]' })
  images: Opt<string[]> = [];

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
