/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query BlogList($search: String, $first: Int!, $offset: Int!) {\n    blogs(search: $search, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...BlogCard_blog\n      }\n    }\n  }\n": typeof types.BlogListDocument,
    "\n  query BlogPost($id: ID!) {\n    blog(id: $id) {\n      id\n      title\n      content\n      coverImage\n      createdAt\n      updatedAt\n      ...BlogArticle_blog\n      ...BlogComments_blog\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query CategoriesPage($first: Int!) {\n    categories(nonEmpty: true) {\n      id\n      name\n      slug\n      description\n      products(first: $first) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.CategoriesPageDocument,
    "\n  query FaqPage {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n  }\n": typeof types.FaqPageDocument,
    "\n  query HomeProducts {\n    seasonal: products(category: \"seasonal\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    topDeals: products(category: \"top-deals\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    freshChunks: products(category: \"fresh-chunks\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    dryFruits: products(category: \"dry-fruits\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.HomeProductsDocument,
    "\n  query ProductDetail($id: ID!, $related: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      imageGallery\n      unitPrice\n      unit\n      stockQuantity\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      ...ProductGallery_product\n      ...ProductPurchase_product\n      ...ProductDetails_product\n      ...ProductReviews_product\n      relatedProducts(first: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query ShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      ...PlanCard_plan\n    }\n  }\n": typeof types.SubscriptionPlansDocument,
    "\n  query MyWishlist {\n    wishlist {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.MyWishlistDocument,
    "\n  query GuestWishlist($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.GuestWishlistDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query AccountProfile {\n    me {\n      id\n      name\n      middleName\n      lastName\n      email\n      phone\n      createdAt\n    }\n  }\n": typeof types.AccountProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUser_user\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment AccountAddress_address on Address {\n    id\n    position\n    type\n    fullName\n    phone\n    addressLine1\n    addressLine2\n    landmark\n    city\n    state\n    country\n    pinCode\n    isDefault\n  }\n": typeof types.AccountAddress_AddressFragmentDoc,
    "\n  query AccountAddresses {\n    addresses {\n      id\n      ...AccountAddress_address\n    }\n  }\n": typeof types.AccountAddressesDocument,
    "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": typeof types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  mutation SaveLocation($input: LocationInput!) {\n    saveLocation(input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": typeof types.SaveLocationDocument,
    "\n  query ReverseGeocode($lat: Float!, $lon: Float!) {\n    reverseGeocode(lat: $lat, lon: $lon) {\n      lat\n      lon\n      city\n      state\n      country\n      postalCode\n      fullAddress\n      source\n    }\n  }\n": typeof types.ReverseGeocodeDocument,
    "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      success\n      message\n      resendAfterSeconds\n    }\n  }\n": typeof types.RequestOtpDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    name\n    middleName\n    lastName\n    email\n    phone\n    # The header's location shows the primary address's city.\n    addresses {\n      id\n      city\n      isDefault\n    }\n  }\n": typeof types.SessionUser_UserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  query WishlistIds {\n    wishlistProductIds\n  }\n": typeof types.WishlistIdsDocument,
    "\n  mutation MergeWishlist($ids: [ID!]!) {\n    mergeWishlist(productIds: $ids)\n  }\n": typeof types.MergeWishlistDocument,
    "\n  mutation AddToWishlist($id: ID!) {\n    addToWishlist(productId: $id)\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($id: ID!) {\n    removeFromWishlist(productId: $id)\n  }\n": typeof types.RemoveFromWishlistDocument,
    "\n  fragment BlogArticle_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n": typeof types.BlogArticle_BlogFragmentDoc,
    "\n  fragment BlogCard_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n": typeof types.BlogCard_BlogFragmentDoc,
    "\n  fragment BlogComments_blog on Blog {\n    id\n    commentCount\n    comments {\n      id\n      userId\n      comment\n      createdAt\n    }\n  }\n": typeof types.BlogComments_BlogFragmentDoc,
    "\n  mutation PostBlogComment($blogId: ID!, $comment: String!) {\n    postComment(blogId: $blogId, comment: $comment) {\n      id\n      userId\n      comment\n      createdAt\n      pending\n    }\n  }\n": typeof types.PostBlogCommentDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      success\n      message\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment PlanCard_plan on SubscriptionPlan {\n    id\n    planName\n    planType\n    planDescription\n    price\n    priceSuffix\n    deliveryFrequency\n    savingsText\n    isPopular\n    features\n  }\n": typeof types.PlanCard_PlanFragmentDoc,
    "\n  fragment ProductDetails_product on Product {\n    id\n    description\n    tags\n    attributes {\n      key\n      value\n    }\n    countryOfOrigin\n    storageInstruction\n    unit\n    weight\n    category {\n      id\n      name\n    }\n  }\n": typeof types.ProductDetails_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    id\n    name\n    image\n    imageGallery\n    hasDiscount\n    discountPercentage\n    stockQuantity\n  }\n": typeof types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n    deliveryTime\n    category {\n      id\n      name\n    }\n  }\n": typeof types.ProductPurchase_ProductFragmentDoc,
    "\n  fragment ProductReviews_product on Product {\n    id\n    averageRating\n    reviewCount\n    reviews(first: 10) {\n      id\n      rating\n      comment\n      reviewerName\n      createdAt\n      images\n    }\n  }\n": typeof types.ProductReviews_ProductFragmentDoc,
};
const documents: Documents = {
    "\n  query BlogList($search: String, $first: Int!, $offset: Int!) {\n    blogs(search: $search, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...BlogCard_blog\n      }\n    }\n  }\n": types.BlogListDocument,
    "\n  query BlogPost($id: ID!) {\n    blog(id: $id) {\n      id\n      title\n      content\n      coverImage\n      createdAt\n      updatedAt\n      ...BlogArticle_blog\n      ...BlogComments_blog\n    }\n  }\n": types.BlogPostDocument,
    "\n  query CategoriesPage($first: Int!) {\n    categories(nonEmpty: true) {\n      id\n      name\n      slug\n      description\n      products(first: $first) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.CategoriesPageDocument,
    "\n  query FaqPage {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n  }\n": types.FaqPageDocument,
    "\n  query HomeProducts {\n    seasonal: products(category: \"seasonal\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    topDeals: products(category: \"top-deals\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    freshChunks: products(category: \"fresh-chunks\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    dryFruits: products(category: \"dry-fruits\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.HomeProductsDocument,
    "\n  query ProductDetail($id: ID!, $related: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      imageGallery\n      unitPrice\n      unit\n      stockQuantity\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      ...ProductGallery_product\n      ...ProductPurchase_product\n      ...ProductDetails_product\n      ...ProductReviews_product\n      relatedProducts(first: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query ShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ShopProductsDocument,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      ...PlanCard_plan\n    }\n  }\n": types.SubscriptionPlansDocument,
    "\n  query MyWishlist {\n    wishlist {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.MyWishlistDocument,
    "\n  query GuestWishlist($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.GuestWishlistDocument,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query AccountProfile {\n    me {\n      id\n      name\n      middleName\n      lastName\n      email\n      phone\n      createdAt\n    }\n  }\n": types.AccountProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUser_user\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment AccountAddress_address on Address {\n    id\n    position\n    type\n    fullName\n    phone\n    addressLine1\n    addressLine2\n    landmark\n    city\n    state\n    country\n    pinCode\n    isDefault\n  }\n": types.AccountAddress_AddressFragmentDoc,
    "\n  query AccountAddresses {\n    addresses {\n      id\n      ...AccountAddress_address\n    }\n  }\n": types.AccountAddressesDocument,
    "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  mutation SaveLocation($input: LocationInput!) {\n    saveLocation(input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": types.SaveLocationDocument,
    "\n  query ReverseGeocode($lat: Float!, $lon: Float!) {\n    reverseGeocode(lat: $lat, lon: $lon) {\n      lat\n      lon\n      city\n      state\n      country\n      postalCode\n      fullAddress\n      source\n    }\n  }\n": types.ReverseGeocodeDocument,
    "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      success\n      message\n      resendAfterSeconds\n    }\n  }\n": types.RequestOtpDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    name\n    middleName\n    lastName\n    email\n    phone\n    # The header's location shows the primary address's city.\n    addresses {\n      id\n      city\n      isDefault\n    }\n  }\n": types.SessionUser_UserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n": types.SessionMeDocument,
    "\n  query WishlistIds {\n    wishlistProductIds\n  }\n": types.WishlistIdsDocument,
    "\n  mutation MergeWishlist($ids: [ID!]!) {\n    mergeWishlist(productIds: $ids)\n  }\n": types.MergeWishlistDocument,
    "\n  mutation AddToWishlist($id: ID!) {\n    addToWishlist(productId: $id)\n  }\n": types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($id: ID!) {\n    removeFromWishlist(productId: $id)\n  }\n": types.RemoveFromWishlistDocument,
    "\n  fragment BlogArticle_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n": types.BlogArticle_BlogFragmentDoc,
    "\n  fragment BlogCard_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n": types.BlogCard_BlogFragmentDoc,
    "\n  fragment BlogComments_blog on Blog {\n    id\n    commentCount\n    comments {\n      id\n      userId\n      comment\n      createdAt\n    }\n  }\n": types.BlogComments_BlogFragmentDoc,
    "\n  mutation PostBlogComment($blogId: ID!, $comment: String!) {\n    postComment(blogId: $blogId, comment: $comment) {\n      id\n      userId\n      comment\n      createdAt\n      pending\n    }\n  }\n": types.PostBlogCommentDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      success\n      message\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  fragment PlanCard_plan on SubscriptionPlan {\n    id\n    planName\n    planType\n    planDescription\n    price\n    priceSuffix\n    deliveryFrequency\n    savingsText\n    isPopular\n    features\n  }\n": types.PlanCard_PlanFragmentDoc,
    "\n  fragment ProductDetails_product on Product {\n    id\n    description\n    tags\n    attributes {\n      key\n      value\n    }\n    countryOfOrigin\n    storageInstruction\n    unit\n    weight\n    category {\n      id\n      name\n    }\n  }\n": types.ProductDetails_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    id\n    name\n    image\n    imageGallery\n    hasDiscount\n    discountPercentage\n    stockQuantity\n  }\n": types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n    deliveryTime\n    category {\n      id\n      name\n    }\n  }\n": types.ProductPurchase_ProductFragmentDoc,
    "\n  fragment ProductReviews_product on Product {\n    id\n    averageRating\n    reviewCount\n    reviews(first: 10) {\n      id\n      rating\n      comment\n      reviewerName\n      createdAt\n      images\n    }\n  }\n": types.ProductReviews_ProductFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogList($search: String, $first: Int!, $offset: Int!) {\n    blogs(search: $search, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...BlogCard_blog\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogList($search: String, $first: Int!, $offset: Int!) {\n    blogs(search: $search, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...BlogCard_blog\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($id: ID!) {\n    blog(id: $id) {\n      id\n      title\n      content\n      coverImage\n      createdAt\n      updatedAt\n      ...BlogArticle_blog\n      ...BlogComments_blog\n    }\n  }\n"): (typeof documents)["\n  query BlogPost($id: ID!) {\n    blog(id: $id) {\n      id\n      title\n      content\n      coverImage\n      createdAt\n      updatedAt\n      ...BlogArticle_blog\n      ...BlogComments_blog\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoriesPage($first: Int!) {\n    categories(nonEmpty: true) {\n      id\n      name\n      slug\n      description\n      products(first: $first) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoriesPage($first: Int!) {\n    categories(nonEmpty: true) {\n      id\n      name\n      slug\n      description\n      products(first: $first) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqPage {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n  }\n"): (typeof documents)["\n  query FaqPage {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeProducts {\n    seasonal: products(category: \"seasonal\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    topDeals: products(category: \"top-deals\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    freshChunks: products(category: \"fresh-chunks\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    dryFruits: products(category: \"dry-fruits\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeProducts {\n    seasonal: products(category: \"seasonal\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    topDeals: products(category: \"top-deals\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    freshChunks: products(category: \"fresh-chunks\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n    dryFruits: products(category: \"dry-fruits\", first: 10) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!, $related: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      imageGallery\n      unitPrice\n      unit\n      stockQuantity\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      ...ProductGallery_product\n      ...ProductPurchase_product\n      ...ProductDetails_product\n      ...ProductReviews_product\n      relatedProducts(first: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!, $related: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      imageGallery\n      unitPrice\n      unit\n      stockQuantity\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      ...ProductGallery_product\n      ...ProductPurchase_product\n      ...ProductDetails_product\n      ...ProductReviews_product\n      relatedProducts(first: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      ...PlanCard_plan\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      ...PlanCard_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWishlist {\n    wishlist {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query MyWishlist {\n    wishlist {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestWishlist($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query GuestWishlist($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProfile {\n    me {\n      id\n      name\n      middleName\n      lastName\n      email\n      phone\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AccountProfile {\n    me {\n      id\n      name\n      middleName\n      lastName\n      email\n      phone\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUser_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...SessionUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountAddress_address on Address {\n    id\n    position\n    type\n    fullName\n    phone\n    addressLine1\n    addressLine2\n    landmark\n    city\n    state\n    country\n    pinCode\n    isDefault\n  }\n"): (typeof documents)["\n  fragment AccountAddress_address on Address {\n    id\n    position\n    type\n    fullName\n    phone\n    addressLine1\n    addressLine2\n    landmark\n    city\n    state\n    country\n    pinCode\n    isDefault\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountAddresses {\n    addresses {\n      id\n      ...AccountAddress_address\n    }\n  }\n"): (typeof documents)["\n  query AccountAddresses {\n    addresses {\n      id\n      ...AccountAddress_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n"): (typeof documents)["\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLocation($input: LocationInput!) {\n    saveLocation(input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLocation($input: LocationInput!) {\n    saveLocation(input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReverseGeocode($lat: Float!, $lon: Float!) {\n    reverseGeocode(lat: $lat, lon: $lon) {\n      lat\n      lon\n      city\n      state\n      country\n      postalCode\n      fullAddress\n      source\n    }\n  }\n"): (typeof documents)["\n  query ReverseGeocode($lat: Float!, $lon: Float!) {\n    reverseGeocode(lat: $lat, lon: $lon) {\n      lat\n      lon\n      city\n      state\n      country\n      postalCode\n      fullAddress\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      success\n      message\n      resendAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      success\n      message\n      resendAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser_user on User {\n    id\n    name\n    middleName\n    lastName\n    email\n    phone\n    # The header's location shows the primary address's city.\n    addresses {\n      id\n      city\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser_user on User {\n    id\n    name\n    middleName\n    lastName\n    email\n    phone\n    # The header's location shows the primary address's city.\n    addresses {\n      id\n      city\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistIds {\n    wishlistProductIds\n  }\n"): (typeof documents)["\n  query WishlistIds {\n    wishlistProductIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeWishlist($ids: [ID!]!) {\n    mergeWishlist(productIds: $ids)\n  }\n"): (typeof documents)["\n  mutation MergeWishlist($ids: [ID!]!) {\n    mergeWishlist(productIds: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($id: ID!) {\n    addToWishlist(productId: $id)\n  }\n"): (typeof documents)["\n  mutation AddToWishlist($id: ID!) {\n    addToWishlist(productId: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWishlist($id: ID!) {\n    removeFromWishlist(productId: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveFromWishlist($id: ID!) {\n    removeFromWishlist(productId: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogArticle_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n"): (typeof documents)["\n  fragment BlogArticle_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogCard_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n"): (typeof documents)["\n  fragment BlogCard_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogComments_blog on Blog {\n    id\n    commentCount\n    comments {\n      id\n      userId\n      comment\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment BlogComments_blog on Blog {\n    id\n    commentCount\n    comments {\n      id\n      userId\n      comment\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostBlogComment($blogId: ID!, $comment: String!) {\n    postComment(blogId: $blogId, comment: $comment) {\n      id\n      userId\n      comment\n      createdAt\n      pending\n    }\n  }\n"): (typeof documents)["\n  mutation PostBlogComment($blogId: ID!, $comment: String!) {\n    postComment(blogId: $blogId, comment: $comment) {\n      id\n      userId\n      comment\n      createdAt\n      pending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanCard_plan on SubscriptionPlan {\n    id\n    planName\n    planType\n    planDescription\n    price\n    priceSuffix\n    deliveryFrequency\n    savingsText\n    isPopular\n    features\n  }\n"): (typeof documents)["\n  fragment PlanCard_plan on SubscriptionPlan {\n    id\n    planName\n    planType\n    planDescription\n    price\n    priceSuffix\n    deliveryFrequency\n    savingsText\n    isPopular\n    features\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetails_product on Product {\n    id\n    description\n    tags\n    attributes {\n      key\n      value\n    }\n    countryOfOrigin\n    storageInstruction\n    unit\n    weight\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProductDetails_product on Product {\n    id\n    description\n    tags\n    attributes {\n      key\n      value\n    }\n    countryOfOrigin\n    storageInstruction\n    unit\n    weight\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductGallery_product on Product {\n    id\n    name\n    image\n    imageGallery\n    hasDiscount\n    discountPercentage\n    stockQuantity\n  }\n"): (typeof documents)["\n  fragment ProductGallery_product on Product {\n    id\n    name\n    image\n    imageGallery\n    hasDiscount\n    discountPercentage\n    stockQuantity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n    deliveryTime\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n    deliveryTime\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductReviews_product on Product {\n    id\n    averageRating\n    reviewCount\n    reviews(first: 10) {\n      id\n      rating\n      comment\n      reviewerName\n      createdAt\n      images\n    }\n  }\n"): (typeof documents)["\n  fragment ProductReviews_product on Product {\n    id\n    averageRating\n    reviewCount\n    reviews(first: 10) {\n      id\n      rating\n      comment\n      reviewerName\n      createdAt\n      images\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;