import { Entity, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Product } from '../catalog/product.entity.js';

/** A heart. Read and written with plain SQL by the wishlist service; mapped for the schema's sake. */
@Entity({ tableName: 'wishlist_item' })
export class WishlistItem {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user!: User;

  @ManyToOne(() => Product, { primary: true, deleteRule: 'cascade' })
  product!: Product;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();
}
