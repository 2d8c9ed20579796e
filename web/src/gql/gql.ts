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
    "\n  query AdminMe {\n    adminMe {\n      loggedIn\n      admin {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.AdminMeDocument,
    "\n  mutation AdminLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      loggedIn\n      admin {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminSignup($input: AdminSignupInput!) {\n    adminSignup(input: $input) {\n      success\n      message\n      admin {\n        id\n        status\n      }\n    }\n  }\n": typeof types.AdminSignupDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": typeof types.AdminLogoutDocument,
    "\n  mutation AdminForgotPassword($input: AdminForgotPasswordInput!) {\n    adminForgotPassword(input: $input) {\n      success\n      message\n      resendAfterSeconds\n    }\n  }\n": typeof types.AdminForgotPasswordDocument,
    "\n  mutation AdminResetPassword($input: AdminResetPasswordInput!) {\n    adminResetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.AdminResetPasswordDocument,
    "\n  query AdminsPageList {\n    admins {\n      id\n      name\n      email\n      phone\n      status\n      createdAt\n    }\n  }\n": typeof types.AdminsPageListDocument,
    "\n  mutation AdminsPageApprove($id: ID!) {\n    approveAdmin(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.AdminsPageApproveDocument,
    "\n  query BlogsPageComments($blogId: ID!) {\n    blogComments(blogId: $blogId) {\n      id\n      blogId\n      userId\n      comment\n      isApproved\n      createdAt\n    }\n  }\n": typeof types.BlogsPageCommentsDocument,
    "\n  mutation BlogsPageAddComment($blogId: ID!, $comment: String!) {\n    addBlogComment(blogId: $blogId, comment: $comment) {\n      id\n    }\n  }\n": typeof types.BlogsPageAddCommentDocument,
    "\n  mutation BlogsPageSetCommentApproved($id: ID!, $isApproved: Boolean!) {\n    setCommentApproved(id: $id, isApproved: $isApproved) {\n      id\n      isApproved\n    }\n  }\n": typeof types.BlogsPageSetCommentApprovedDocument,
    "\n  mutation BlogsPageDeleteComment($id: ID!) {\n    deleteBlogComment(id: $id) {\n      id\n    }\n  }\n": typeof types.BlogsPageDeleteCommentDocument,
    "\n  query BlogsPageList {\n    adminBlogs {\n      id\n      title\n      excerpt\n      content\n      coverImage\n      tags\n      isPublished\n      commentCount\n      pendingCommentCount\n      createdAt\n    }\n  }\n": typeof types.BlogsPageListDocument,
    "\n  mutation BlogsPageCreate($input: BlogInput!) {\n    createBlog(input: $input) {\n      id\n    }\n  }\n": typeof types.BlogsPageCreateDocument,
    "\n  mutation BlogsPageUpdate($id: ID!, $input: BlogInput!) {\n    updateBlog(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.BlogsPageUpdateDocument,
    "\n  mutation BlogsPageDelete($id: ID!) {\n    deleteBlog(id: $id) {\n      id\n    }\n  }\n": typeof types.BlogsPageDeleteDocument,
    "\n  query AdminCategoriesList {\n    adminCategories {\n      id\n      name\n      description\n      productCount\n      homePosition\n      homeTitle\n      homeTab\n    }\n  }\n": typeof types.AdminCategoriesListDocument,
    "\n  mutation AdminCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateCategoryDocument,
    "\n  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      homePosition\n      homeTitle\n      homeTab\n    }\n  }\n": typeof types.AdminUpdateCategoryDocument,
    "\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDeleteCategoryDocument,
    "\n  query CouponsPageList {\n    adminCoupons {\n      id\n      code\n      description\n      discountType\n      discountValue\n      minOrderValue\n      usageLimit\n      perUserLimit\n      timesUsed\n      validUntil\n      isActive\n      status\n    }\n  }\n": typeof types.CouponsPageListDocument,
    "\n  mutation CouponsPageCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n": typeof types.CouponsPageCreateDocument,
    "\n  mutation CouponsPageUpdate($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n": typeof types.CouponsPageUpdateDocument,
    "\n  query CustomersPageList($search: String) {\n    customers(search: $search, limit: 100) {\n      id\n      name\n      fullName\n      email\n      phone\n      address\n      orderCount\n      totalSpent\n      createdAt\n    }\n  }\n": typeof types.CustomersPageListDocument,
    "\n  query CustomersPageOrders($userId: ID!) {\n    customerOrders(userId: $userId) {\n      id\n      orderNumber\n      createdAt\n      total\n      status\n    }\n  }\n": typeof types.CustomersPageOrdersDocument,
    "\n  query AdminShopReadiness {\n    shopReadiness {\n      ready\n      items {\n        id\n        label\n        done\n        detail\n        page\n        required\n      }\n    }\n  }\n": typeof types.AdminShopReadinessDocument,
    "\n  query AdminDashboard {\n    dashboardSummary {\n      totalSales\n      totalOrders\n      newCustomers\n      salesTrend {\n        changePercent\n      }\n      ordersTrend {\n        changePercent\n      }\n      customersTrend {\n        changePercent\n      }\n    }\n    salesByDay(days: 30) {\n      date\n      orders\n      revenue\n    }\n    topProducts(limit: 5) {\n      productId\n      name\n      quantity\n      revenue\n    }\n    recentOrders(limit: 10) {\n      id\n      orderNumber\n      status\n      total\n      createdAt\n      customer {\n        id\n        fullName\n        email\n      }\n      shipping {\n        firstName\n        lastName\n      }\n      items {\n        id\n        productName\n        quantity\n      }\n    }\n    recentCustomers(limit: 5) {\n      id\n      fullName\n      email\n      createdAt\n    }\n    lowStockProducts(threshold: 10) {\n      id\n      name\n      categoryName\n      stockQuantity\n      isActive\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  query AdminDeliveryDay($date: String!, $slotId: ID) {\n    deliveryDaySlots(date: $date) {\n      slotId\n      start\n      end\n      orders\n    }\n    pickList(date: $date, slotId: $slotId) {\n      date\n      slotId\n      orderCount\n      lines {\n        productId\n        productName\n        quantity\n        unit\n        orders\n      }\n    }\n    runSheet(date: $date, slotId: $slotId) {\n      date\n      slotId\n      cashTotal\n      stops {\n        id\n        orderNumber\n        paymentMethod\n        paymentStatus\n        cashToCollect\n        customerNote\n        customer {\n          id\n          fullName\n          phone\n        }\n        shipping {\n          firstName\n          lastName\n          phone\n          address\n          city\n          postcode\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n        items {\n          id\n          productName\n          quantity\n          unit\n        }\n      }\n    }\n  }\n": typeof types.AdminDeliveryDayDocument,
    "\n  mutation AdminMarkSlotShipped($date: String!, $slotId: ID!) {\n    markSlotShipped(date: $date, slotId: $slotId) {\n      shipped\n      orderIds\n    }\n  }\n": typeof types.AdminMarkSlotShippedDocument,
    "\n  query DeliveryPage {\n    adminDelivery {\n      cutoffMinutes\n      subscriptionLeadHours\n      pincodes {\n        code\n        slotCount\n      }\n      slots {\n        id\n        pincode\n        start\n        end\n        capacity\n        isActive\n      }\n    }\n  }\n": typeof types.DeliveryPageDocument,
    "\n  mutation DeliveryPageSubscriptionLead($hours: Int!) {\n    setSubscriptionLeadHours(hours: $hours)\n  }\n": typeof types.DeliveryPageSubscriptionLeadDocument,
    "\n  mutation DeliveryPageCutoff($minutes: Int!) {\n    setDeliveryCutoff(minutes: $minutes)\n  }\n": typeof types.DeliveryPageCutoffDocument,
    "\n  mutation DeliveryPageAddPincode($code: String!) {\n    addDeliveryPincode(code: $code) {\n      code\n    }\n  }\n": typeof types.DeliveryPageAddPincodeDocument,
    "\n  mutation DeliveryPageRemovePincode($code: String!) {\n    removeDeliveryPincode(code: $code)\n  }\n": typeof types.DeliveryPageRemovePincodeDocument,
    "\n  mutation DeliveryPageCreateSlot($input: DeliverySlotInput!) {\n    createDeliverySlot(input: $input) {\n      id\n    }\n  }\n": typeof types.DeliveryPageCreateSlotDocument,
    "\n  mutation DeliveryPageUpdateSlot($id: ID!, $input: DeliverySlotInput!) {\n    updateDeliverySlot(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.DeliveryPageUpdateSlotDocument,
    "\n  mutation DeliveryPageDeleteSlot($id: ID!) {\n    deleteDeliverySlot(id: $id) {\n      deleted\n    }\n  }\n": typeof types.DeliveryPageDeleteSlotDocument,
    "\n  query LogsPageAdminLog($limit: Int!) {\n    adminLogs(limit: $limit) {\n      id\n      adminId\n      adminName\n      adminEmail\n      action\n      targetType\n      targetId\n      changes\n      ip\n      createdAt\n    }\n  }\n": typeof types.LogsPageAdminLogDocument,
    "\n  query LogsPageInventoryLog($limit: Int!) {\n    inventoryLogs(limit: $limit) {\n      id\n      productId\n      productName\n      change\n      stockAfter\n      reason\n      orderId\n      adminName\n      createdAt\n    }\n  }\n": typeof types.LogsPageInventoryLogDocument,
    "\n  query MessagesPageList {\n    contactMessages(limit: 200) {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      createdAt\n      handledAt\n    }\n  }\n": typeof types.MessagesPageListDocument,
    "\n  mutation MessagesPageSetHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": typeof types.MessagesPageSetHandledDocument,
    "\n  query NewsletterPageList {\n    newsletterSubscribers(limit: 500) {\n      id\n      email\n      status\n      source\n      createdAt\n      consentedAt\n      unsubscribedAt\n    }\n  }\n": typeof types.NewsletterPageListDocument,
    "\n  query AdminOrderInvoices($orderId: ID!) {\n    adminOrderInvoices(orderId: $orderId) {\n      id\n      kind\n      number\n      issuedAt\n      invoiceNumber\n      total\n      tax\n      downloadPath\n    }\n  }\n": typeof types.AdminOrderInvoicesDocument,
    "\n  query AdminOrderPage($filter: AdminOrderFilter, $limit: Int!, $offset: Int!, $sort: AdminOrderSort!) {\n    adminOrderPage(filter: $filter, limit: $limit, offset: $offset, sort: $sort) {\n      total\n      limit\n      offset\n      items {\n        id\n        orderNumber\n        status\n        total\n        createdAt\n        paymentMethod\n        paymentStatus\n        cashToCollect\n        itemCount\n        customer {\n          id\n          fullName\n          email\n          phone\n        }\n        shipping {\n          firstName\n          lastName\n          email\n          phone\n          postcode\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n        items {\n          id\n          productName\n          quantity\n        }\n        subscription {\n          subscriptionId\n          planName\n          scheduledDate\n          shortfall {\n            label\n            wanted\n            filled\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminOrderPageDocument,
    "\n  query AdminOrderDaySlots($date: String!) {\n    deliveryDaySlots(date: $date) {\n      slotId\n      start\n      end\n      orders\n    }\n  }\n": typeof types.AdminOrderDaySlotsDocument,
    "\n  query AdminOrderShopSlots {\n    adminDelivery {\n      slots {\n        id\n        pincode\n        start\n        end\n        isActive\n      }\n    }\n  }\n": typeof types.AdminOrderShopSlotsDocument,
    "\n  query AdminOrderDetail($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      orderNumber\n      status\n      nextStatuses\n      createdAt\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponCode\n      couponDiscount\n      total\n      paymentMethod\n      paymentStatus\n      cashToCollect\n      payBy\n      cancelReason\n      customerNote\n      customer {\n        id\n        fullName\n        email\n        phone\n      }\n      shipping {\n        firstName\n        lastName\n        email\n        phone\n        address\n        city\n        state\n        postcode\n        country\n      }\n      deliverySlot {\n        id\n        date\n        start\n        end\n      }\n      items {\n        id\n        productName\n        quantity\n        unit\n        priceAtPurchase\n        listPrice\n        subTotal\n      }\n      payments {\n        id\n        provider\n        providerOrderId\n        providerPaymentId\n        status\n        amount\n        createdAt\n        paidAt\n        failureReason\n      }\n      timeline {\n        id\n        from\n        to\n        actor\n        adminName\n        at\n        reason\n      }\n      staffNotes {\n        id\n        text\n        adminName\n        createdAt\n      }\n      subscription {\n        subscriptionId\n        planName\n        scheduledDate\n        shortfall {\n          label\n          wanted\n          filled\n        }\n      }\n    }\n  }\n": typeof types.AdminOrderDetailDocument,
    "\n  mutation AdminUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n      nextStatuses\n    }\n  }\n": typeof types.AdminUpdateOrderStatusDocument,
    "\n  mutation AdminAddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n      text\n      adminName\n      createdAt\n    }\n  }\n": typeof types.AdminAddOrderNoteDocument,
    "\n  query AdminOrderRefunds($orderId: ID!) {\n    adminOrderRefunds(orderId: $orderId) {\n      paid\n      refunded\n      refundable\n      kind\n      refunds {\n        id\n        amount\n        reason\n        status\n        method\n        reference\n        gatewayRefundId\n        failureReason\n        actor\n        createdAt\n        processedAt\n      }\n    }\n  }\n": typeof types.AdminOrderRefundsDocument,
    "\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      id\n      amount\n      status\n    }\n  }\n": typeof types.RefundOrderDocument,
    "\n  query PlanBoxProducts($search: String) {\n    adminProducts(search: $search, limit: 20) {\n      id\n      name\n      unit\n      weight\n      isActive\n      categoryName\n    }\n  }\n": typeof types.PlanBoxProductsDocument,
    "\n  query PlanBoxCategories {\n    adminCategories {\n      id\n      name\n    }\n  }\n": typeof types.PlanBoxCategoriesDocument,
    "\n  mutation PlanBoxSet($planId: ID!, $lines: [PlanBoxLineInput!]!) {\n    setSubscriptionPlanBox(planId: $planId, lines: $lines) {\n      id\n    }\n  }\n": typeof types.PlanBoxSetDocument,
    "\n  query PlansPageList {\n    adminSubscriptionPlans {\n      id\n      planType\n      planName\n      planDescription\n      price\n      validityDays\n      features\n      isActive\n      subscriberCount\n      box {\n        position\n        kind\n        quantity\n        unit\n        note\n        label\n        product {\n          id\n          name\n          unit\n          weight\n          isActive\n        }\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.PlansPageListDocument,
    "\n  mutation PlansPageCreate($input: SubscriptionPlanInput!) {\n    createSubscriptionPlan(input: $input) {\n      id\n    }\n  }\n": typeof types.PlansPageCreateDocument,
    "\n  mutation PlansPageUpdate($id: ID!, $input: SubscriptionPlanInput!) {\n    updateSubscriptionPlan(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.PlansPageUpdateDocument,
    "\n  mutation PlansPageDelete($id: ID!) {\n    deleteSubscriptionPlan(id: $id) {\n      deleted\n      message\n    }\n  }\n": typeof types.PlansPageDeleteDocument,
    "\n  mutation ResolveProblemReport($input: ResolveProblemReportInput!) {\n    resolveProblemReport(input: $input) {\n      id\n      status\n      refundAmount\n      replacementOrderNumber\n    }\n  }\n": typeof types.ResolveProblemReportDocument,
    "\n  query ProblemReportReplacementSlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        available\n        status\n      }\n    }\n  }\n": typeof types.ProblemReportReplacementSlotsDocument,
    "\n  query AdminProblemReports($status: ProblemReportStatus) {\n    adminProblemReports(status: $status, limit: 200) {\n      id\n      orderId\n      orderNumber\n      reason\n      note\n      photoUrl\n      status\n      createdAt\n      resolvedAt\n      resolutionNote\n      linesValue\n      refundAmount\n      replacementOrderId\n      replacementOrderNumber\n      customerName\n      customerEmail\n      customerPhone\n      paymentMethod\n      orderTotal\n      shippingPostcode\n      lines {\n        itemId\n        productName\n        quantity\n        unitPrice\n      }\n    }\n  }\n": typeof types.AdminProblemReportsDocument,
    "\n  query AdminProductsList($search: String) {\n    adminProducts(search: $search, limit: 200) {\n      id\n      name\n      categoryId\n      categoryName\n      price\n      discountPrice\n      stockQuantity\n      weight\n      unit\n      maxOrderLimit\n      image\n      imageGallery\n      tags\n      customAttributes\n      countryOfOrigin\n      storageInstruction\n      suppliedId\n      hsnCode\n      gstRate\n      description\n      availableFrom\n      availableUntil\n      isActive\n      isFeatured\n    }\n    adminCategories {\n      id\n      name\n    }\n  }\n": typeof types.AdminProductsListDocument,
    "\n  mutation AdminCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateProductDocument,
    "\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminUpdateProductDocument,
    "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n      message\n    }\n  }\n": typeof types.AdminDeleteProductDocument,
    "\n  query AdminShopProfile {\n    shopProfile {\n      tradeName\n      legalName\n      phone\n      email\n      supportHours\n      address\n      state\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n      deliveryFee\n      handlingFee\n      freeDeliveryThreshold\n      updatedAt\n    }\n  }\n": typeof types.AdminShopProfileDocument,
    "\n  mutation AdminUpdateShopProfile($input: ShopProfileInput!) {\n    updateShopProfile(input: $input) {\n      tradeName\n      legalName\n      phone\n      email\n      supportHours\n      address\n      state\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n      deliveryFee\n      handlingFee\n      freeDeliveryThreshold\n      updatedAt\n    }\n  }\n": typeof types.AdminUpdateShopProfileDocument,
    "\n  query SubscriptionBillingRecords($subscriptionId: ID!) {\n    adminBillingRecords(subscriptionId: $subscriptionId) {\n      id\n      amount\n      status\n      periodStart\n      periodEnd\n      createdAt\n    }\n  }\n": typeof types.SubscriptionBillingRecordsDocument,
    "\n  query SubscriptionUsersPageList {\n    subscriptionUsers {\n      id\n      userId\n      userName\n      userEmail\n      planId\n      planName\n      planType\n      price\n      status\n      startDate\n      endDate\n      autoRenew\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skippedDates\n      nextDeliveryDate\n      delivery {\n        address {\n          firstName\n          lastName\n          phone\n          address\n          city\n          state\n          postcode\n        }\n        window {\n          start\n          end\n        }\n      }\n    }\n  }\n": typeof types.SubscriptionUsersPageListDocument,
    "\n  mutation SubscriptionUsersPageSetStatus($id: ID!, $status: String!, $autoRenew: Boolean!) {\n    setSubscriptionStatus(id: $id, status: $status, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n    }\n  }\n": typeof types.SubscriptionUsersPageSetStatusDocument,
    "\n  query UndeliveredPageList {\n    undeliveredMessages(limit: 200) {\n      id\n      channel\n      recipient\n      subject\n      attempts\n      reason\n      createdAt\n      failedAt\n    }\n  }\n": typeof types.UndeliveredPageListDocument,
    "\n  query BlogList($search: String, $first: Int!, $offset: Int!) {\n    blogs(search: $search, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...BlogCard_blog\n      }\n    }\n  }\n": typeof types.BlogListDocument,
    "\n  query BlogPost($id: ID!) {\n    blog(id: $id) {\n      id\n      title\n      content\n      coverImage\n      createdAt\n      updatedAt\n      ...BlogArticle_blog\n      ...BlogComments_blog\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query CategoriesPage {\n    categories(nonEmpty: true) {\n      id\n      name\n      slug\n      description\n    }\n  }\n": typeof types.CategoriesPageDocument,
    "\n  query FaqPage {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n    shopProfile {\n      tradeName\n      phone\n      email\n      supportHours\n      reportWindowHours\n    }\n  }\n": typeof types.FaqPageDocument,
    "\n  query ProductDetail($id: ID!, $related: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      imageGallery\n      unitPrice\n      unit\n      priceUnit\n      stockQuantity\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      ...ProductGallery_product\n      ...ProductPurchase_product\n      ...ProductDetails_product\n      ...ProductReviews_product\n      relatedProducts(first: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query ShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        category {\n          id\n          slug\n          name\n        }\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  query ShopCategories {\n    categories(nonEmpty: true) {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.ShopCategoriesDocument,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      ...PlanCard_plan\n    }\n  }\n": typeof types.SubscriptionPlansDocument,
    "\n  query MyWishlist {\n    wishlist {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.MyWishlistDocument,
    "\n  query GuestWishlist($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.GuestWishlistDocument,
    "\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.SubscribeToNewsletterDocument,
    "\n  query NextDeliveryAddresses {\n    addresses {\n      id\n      pinCode\n      isDefault\n    }\n  }\n": typeof types.NextDeliveryAddressesDocument,
    "\n  query NextDeliverySlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        status\n      }\n    }\n  }\n": typeof types.NextDeliverySlotsDocument,
    "\n  query PincodePlace($code: String!) {\n    pincodes(code: $code) {\n      code\n      city {\n        name\n        state {\n          name\n        }\n      }\n    }\n  }\n": typeof types.PincodePlaceDocument,
    "\n  fragment PlanBoxList_plan on SubscriptionPlan {\n    box {\n      position\n      kind\n      quantity\n      unit\n      note\n      product {\n        id\n        name\n        weight\n        isActive\n      }\n      category {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PlanBoxList_PlanFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    priceUnit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query AccountProfile {\n    me {\n      id\n      name\n      middleName\n      lastName\n      email\n      phone\n      createdAt\n    }\n  }\n": typeof types.AccountProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      email\n      phone\n      pendingPhone\n      pendingEmail\n      ...SessionUser_user\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation VerifyPhoneChange($otpCode: String!) {\n    verifyPhoneChange(otpCode: $otpCode) {\n      id\n      email\n      phone\n      pendingPhone\n      pendingEmail\n      ...SessionUser_user\n    }\n  }\n": typeof types.VerifyPhoneChangeDocument,
    "\n  fragment AccountAddress_address on Address {\n    id\n    position\n    type\n    fullName\n    phone\n    addressLine1\n    addressLine2\n    landmark\n    city\n    state\n    country\n    pinCode\n    isDefault\n  }\n": typeof types.AccountAddress_AddressFragmentDoc,
    "\n  query AccountAddresses {\n    addresses {\n      id\n      ...AccountAddress_address\n    }\n  }\n": typeof types.AccountAddressesDocument,
    "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": typeof types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": typeof types.DeleteAddressDocument,
    "\n  mutation SaveLocation($input: LocationInput!) {\n    saveLocation(input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": typeof types.SaveLocationDocument,
    "\n  query ReverseGeocode($lat: Float!, $lon: Float!) {\n    reverseGeocode(lat: $lat, lon: $lon) {\n      lat\n      lon\n      city\n      state\n      country\n      postalCode\n      fullAddress\n      source\n    }\n  }\n": typeof types.ReverseGeocodeDocument,
    "\n  query AddressDeliveryCheck($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n    }\n  }\n": typeof types.AddressDeliveryCheckDocument,
    "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      success\n      message\n      resendAfterSeconds\n    }\n  }\n": typeof types.RequestOtpDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query SignInOptions {\n    shopSettings {\n      phoneCodes\n    }\n  }\n": typeof types.SignInOptionsDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    name\n    middleName\n    lastName\n    email\n    phone\n    # The header's location shows the primary address's city.\n    addresses {\n      id\n      city\n      isDefault\n    }\n  }\n": typeof types.SessionUser_UserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  query StockAlertIds {\n    stockAlertProductIds\n  }\n": typeof types.StockAlertIdsDocument,
    "\n  mutation NotifyWhenInStock($productId: ID!) {\n    notifyWhenInStock(productId: $productId) {\n      productId\n      createdAt\n    }\n  }\n": typeof types.NotifyWhenInStockDocument,
    "\n  query UserMenuRecentOrders($limit: Int!) {\n    myOrders(limit: $limit, offset: 0) {\n      id\n      orderNumber\n      status\n      itemCount\n      createdAt\n    }\n  }\n": typeof types.UserMenuRecentOrdersDocument,
    "\n  query WishlistIds {\n    wishlistProductIds\n  }\n": typeof types.WishlistIdsDocument,
    "\n  mutation MergeWishlist($ids: [ID!]!) {\n    mergeWishlist(productIds: $ids)\n  }\n": typeof types.MergeWishlistDocument,
    "\n  mutation AddToWishlist($id: ID!) {\n    addToWishlist(productId: $id)\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($id: ID!) {\n    removeFromWishlist(productId: $id)\n  }\n": typeof types.RemoveFromWishlistDocument,
    "\n  fragment BlogArticle_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n": typeof types.BlogArticle_BlogFragmentDoc,
    "\n  fragment BlogCard_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n": typeof types.BlogCard_BlogFragmentDoc,
    "\n  fragment BlogComments_blog on Blog {\n    id\n    commentCount\n    comments {\n      id\n      userId\n      authorName\n      comment\n      createdAt\n    }\n  }\n": typeof types.BlogComments_BlogFragmentDoc,
    "\n  mutation PostBlogComment($blogId: ID!, $comment: String!) {\n    postComment(blogId: $blogId, comment: $comment) {\n      id\n      userId\n      authorName\n      comment\n      createdAt\n      pending\n    }\n  }\n": typeof types.PostBlogCommentDocument,
    "\n  fragment CartContents_cart on Cart {\n    itemCount\n    lines {\n      productId\n      name\n      image\n      unit\n      price\n      discountPrice\n      unitPrice\n      quantity\n      maxQuantity\n      lineTotal\n      savings\n      available\n      problem\n    }\n    totals {\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponDiscount\n      total\n      amountForFreeDelivery\n    }\n  }\n": typeof types.CartContents_CartFragmentDoc,
    "\n  query CartContents {\n    cart {\n      ...CartContents_cart\n    }\n  }\n": typeof types.CartContentsDocument,
    "\n  query CartShopSettings {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n  }\n": typeof types.CartShopSettingsDocument,
    "\n  mutation CartAddItem($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartContents_cart\n    }\n  }\n": typeof types.CartAddItemDocument,
    "\n  mutation CartUpdateItem($productId: ID!, $quantity: Int!) {\n    updateCartItem(productId: $productId, quantity: $quantity) {\n      ...CartContents_cart\n    }\n  }\n": typeof types.CartUpdateItemDocument,
    "\n  mutation CartRemoveItem($productId: ID!) {\n    removeCartItem(productId: $productId) {\n      ...CartContents_cart\n    }\n  }\n": typeof types.CartRemoveItemDocument,
    "\n  query GuestCartContents($lines: [GuestCartLineInput!]!) {\n    guestCart(lines: $lines) {\n      ...CartContents_cart\n    }\n  }\n": typeof types.GuestCartContentsDocument,
    "\n  mutation MergeGuestCart($lines: [GuestCartLineInput!]!) {\n    mergeGuestCart(lines: $lines) {\n      cart {\n        ...CartContents_cart\n      }\n      notes {\n        productId\n        kind\n        quantity\n        message\n      }\n    }\n  }\n": typeof types.MergeGuestCartDocument,
    "\n  query SectionProducts($category: String!, $first: Int!) {\n    products(category: $category, first: $first) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.SectionProductsDocument,
    "\n  query CheckoutCart($couponCode: String) {\n    cart(couponCode: $couponCode) {\n      itemCount\n      lines {\n        productId\n        name\n        image\n        quantity\n        unit\n        price\n        unitPrice\n        lineTotal\n        savings\n        available\n        problem\n      }\n      totals {\n        subtotal\n        savings\n        deliveryFee\n        handlingFee\n        couponDiscount\n        total\n      }\n      coupon {\n        isValid\n        message\n        discount\n        coupon {\n          id\n          code\n          discountType\n          discountValue\n        }\n      }\n    }\n  }\n": typeof types.CheckoutCartDocument,
    "\n  query CheckoutProfile {\n    me {\n      id\n      name\n      lastName\n      email\n      phone\n      addresses {\n        id\n        isDefault\n        fullName\n        phone\n        addressLine1\n        addressLine2\n        landmark\n        city\n        state\n        country\n        pinCode\n      }\n    }\n  }\n": typeof types.CheckoutProfileDocument,
    "\n  query CheckoutCoupons {\n    coupons {\n      id\n      code\n      description\n      minOrderValue\n    }\n  }\n": typeof types.CheckoutCouponsDocument,
    "\n  query CheckoutPlan($id: ID!) {\n    subscriptionPlan(id: $id) {\n      id\n      planName\n      planType\n      planDescription\n      price\n      priceSuffix\n      deliveryFrequency\n      validityDays\n      ...PlanBoxList_plan\n    }\n  }\n": typeof types.CheckoutPlanDocument,
    "\n  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      success\n      message\n      orderId\n      warnings\n      order {\n        id\n        orderNumber\n        total\n        paymentMethod\n        shipping {\n          email\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n      }\n      payment {\n        paymentId\n        provider\n        providerOrderId\n        keyId\n        amount\n        amountPaise\n        currency\n        testMode\n        orderId\n        planId\n      }\n    }\n  }\n": typeof types.CheckoutPlaceOrderDocument,
    "\n  query CheckoutDeliverySlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        available\n        status\n      }\n    }\n  }\n": typeof types.CheckoutDeliverySlotsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      success\n      message\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query HomeSections {\n    homeSections {\n      categoryId\n      slug\n      title\n      tab\n    }\n  }\n": typeof types.HomeSectionsDocument,
    "\n  query OrderInvoices($orderId: ID!) {\n    orderInvoices(orderId: $orderId) {\n      id\n      kind\n      number\n      issuedAt\n      invoiceNumber\n      total\n      downloadPath\n    }\n  }\n": typeof types.OrderInvoicesDocument,
    "\n  fragment OrderSummary_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    itemCount\n    total\n    canPay\n    payBy\n    subscription {\n      subscriptionId\n      planName\n      scheduledDate\n      shortfall {\n        label\n        wanted\n        filled\n      }\n    }\n  }\n": typeof types.OrderSummary_OrderFragmentDoc,
    "\n  query MyOrders($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      ...OrderSummary_order\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query OrderDetails($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary_order\n      canCancel\n      paymentMethod\n      paymentStatus\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponCode\n      couponDiscount\n      items {\n        id\n        productId\n        productName\n        productImage\n        quantity\n        unit\n        listPrice\n        priceAtPurchase\n        subTotal\n      }\n      shipping {\n        firstName\n        lastName\n        email\n        phone\n        address\n        city\n        state\n        postcode\n        country\n      }\n      deliverySlot {\n        id\n        date\n        start\n        end\n      }\n      customerNote\n      cancelReason\n    }\n  }\n": typeof types.OrderDetailsDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      canCancel\n      canPay\n      payBy\n      paymentStatus\n      cancelReason\n      updatedAt\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation AddOrderReview($productId: ID!, $rating: Int!, $comment: String) {\n    addReview(productId: $productId, rating: $rating, comment: $comment) {\n      id\n      productId\n      rating\n    }\n  }\n": typeof types.AddOrderReviewDocument,
    "\n  query OrderRefunds($orderId: ID!) {\n    orderRefunds(orderId: $orderId) {\n      id\n      amount\n      status\n      method\n      reference\n      createdAt\n      processedAt\n    }\n  }\n": typeof types.OrderRefundsDocument,
    "\n  mutation PaymentCreate($orderId: ID, $planId: ID) {\n    createPayment(orderId: $orderId, planId: $planId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n": typeof types.PaymentCreateDocument,
    "\n  mutation PaymentSubscribe($planId: ID!, $addressId: ID, $slotId: ID) {\n    subscribe(planId: $planId, addressId: $addressId, slotId: $slotId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n": typeof types.PaymentSubscribeDocument,
    "\n  mutation PaymentSimulate($razorpayOrderId: String!, $outcome: SimulatedOutcome!) {\n    simulatePayment(razorpayOrderId: $razorpayOrderId, outcome: $outcome) {\n      razorpayPaymentId\n      razorpaySignature\n      errorDescription\n    }\n  }\n": typeof types.PaymentSimulateDocument,
    "\n  mutation PaymentVerify($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      success\n      message\n      warnings\n      order {\n        id\n        orderNumber\n        total\n        shipping {\n          email\n        }\n      }\n      subscription {\n        id\n        planName\n        planType\n        price\n        startDate\n        endDate\n        nextDeliveryDate\n      }\n    }\n  }\n": typeof types.PaymentVerifyDocument,
    "\n  mutation PaymentReportFailure($razorpayOrderId: String!, $reason: String!) {\n    reportPaymentFailure(razorpayOrderId: $razorpayOrderId, reason: $reason)\n  }\n": typeof types.PaymentReportFailureDocument,
    "\n  fragment PlanCard_plan on SubscriptionPlan {\n    id\n    planName\n    planType\n    planDescription\n    price\n    priceSuffix\n    deliveryFrequency\n    savingsText\n    isPopular\n    features\n    ...PlanBoxList_plan\n  }\n": typeof types.PlanCard_PlanFragmentDoc,
    "\n  query OrderProblemReports($orderId: ID!) {\n    orderProblemReports(orderId: $orderId) {\n      orderId\n      orderNumber\n      canReport\n      blockedReason\n      blockedMessage\n      reportBy\n      windowHours\n      lines {\n        itemId\n        productName\n        unit\n        ordered\n        reportable\n      }\n      reports {\n        id\n        reason\n        note\n        photoUrl\n        status\n        createdAt\n        resolvedAt\n        resolutionNote\n        refundAmount\n        replacementOrderId\n        replacementOrderNumber\n        lines {\n          itemId\n          productName\n          quantity\n        }\n      }\n      replacementOf {\n        orderId\n        orderNumber\n      }\n    }\n  }\n": typeof types.OrderProblemReportsDocument,
    "\n  mutation ReportProblem($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.ReportProblemDocument,
    "\n  fragment ProductDetails_product on Product {\n    id\n    description\n    tags\n    attributes {\n      key\n      value\n    }\n    countryOfOrigin\n    storageInstruction\n    detailUnit\n    weight\n    category {\n      id\n      name\n    }\n  }\n": typeof types.ProductDetails_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    id\n    name\n    image\n    imageGallery\n    hasDiscount\n    discountPercentage\n    stockQuantity\n  }\n": typeof types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    priceUnit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n    category {\n      id\n      name\n    }\n  }\n": typeof types.ProductPurchase_ProductFragmentDoc,
    "\n  fragment ProductReviews_product on Product {\n    id\n    averageRating\n    reviewCount\n    reviews(first: 10) {\n      id\n      rating\n      comment\n      reviewerName\n      createdAt\n      images\n    }\n  }\n": typeof types.ProductReviews_ProductFragmentDoc,
    "\n  mutation RenewSubscription($subscriptionId: ID!) {\n    renewSubscription(subscriptionId: $subscriptionId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n": typeof types.RenewSubscriptionDocument,
    "\n  fragment SubscriptionDelivery_subscription on Subscription {\n    id\n    planName\n    packingDate\n    delivery {\n      addressId\n      address {\n        firstName\n        lastName\n        phone\n        address\n        city\n        state\n        postcode\n      }\n      window {\n        slotId\n        start\n        end\n      }\n    }\n  }\n": typeof types.SubscriptionDelivery_SubscriptionFragmentDoc,
    "\n  query SubscriptionDeliveryAddresses {\n    addresses {\n      id\n      isDefault\n      fullName\n      phone\n      addressLine1\n      addressLine2\n      landmark\n      city\n      state\n      pinCode\n    }\n  }\n": typeof types.SubscriptionDeliveryAddressesDocument,
    "\n  query SubscriptionDeliveryWindows($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        start\n        end\n      }\n    }\n  }\n": typeof types.SubscriptionDeliveryWindowsDocument,
    "\n  mutation SetSubscriptionDelivery($id: ID!, $addressId: ID, $slotId: ID) {\n    setSubscriptionDelivery(id: $id, addressId: $addressId, slotId: $slotId) {\n      id\n      ...SubscriptionDelivery_subscription\n      deliveryOrders {\n        orderId\n        date\n        deliveryDate\n        start\n        end\n        status\n        packing\n      }\n    }\n  }\n": typeof types.SetSubscriptionDeliveryDocument,
    "\n  query MySubscriptions {\n    mySubscriptions {\n      id\n      ...SubscriptionDelivery_subscription\n      planId\n      planName\n      planType\n      price\n      startDate\n      endDate\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skippedDates\n      skipsLeft\n    }\n    myBillingRecords {\n      id\n      subscriptionId\n      amount\n      status\n      periodStart\n      periodEnd\n      createdAt\n    }\n  }\n": typeof types.MySubscriptionsDocument,
    "\n  mutation CancelSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      id\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  mutation ReactivateSubscription($id: ID!, $autoRenew: Boolean!) {\n    reactivateSubscription(id: $id, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n": typeof types.ReactivateSubscriptionDocument,
    "\n  mutation PauseSubscription($id: ID!, $until: String) {\n    pauseSubscription(id: $id, until: $until) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n": typeof types.PauseSubscriptionDocument,
    "\n  mutation ResumeSubscription($id: ID!) {\n    resumeSubscription(id: $id) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n": typeof types.ResumeSubscriptionDocument,
    "\n  mutation SkipNextDelivery($id: ID!) {\n    skipNextDelivery(id: $id) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      skippedDates\n      skipsLeft\n    }\n  }\n": typeof types.SkipNextDeliveryDocument,
    "\n  query StorefrontShopProfile {\n    shopProfile {\n      tradeName\n      legalName\n      phone\n      email\n      address\n      state\n      supportHours\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n    }\n  }\n": typeof types.StorefrontShopProfileDocument,
};
const documents: Documents = {
    "\n  query AdminMe {\n    adminMe {\n      loggedIn\n      admin {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.AdminMeDocument,
    "\n  mutation AdminLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      loggedIn\n      admin {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminSignup($input: AdminSignupInput!) {\n    adminSignup(input: $input) {\n      success\n      message\n      admin {\n        id\n        status\n      }\n    }\n  }\n": types.AdminSignupDocument,
    "\n  mutation AdminLogout {\n    adminLogout\n  }\n": types.AdminLogoutDocument,
    "\n  mutation AdminForgotPassword($input: AdminForgotPasswordInput!) {\n    adminForgotPassword(input: $input) {\n      success\n      message\n      resendAfterSeconds\n    }\n  }\n": types.AdminForgotPasswordDocument,
    "\n  mutation AdminResetPassword($input: AdminResetPasswordInput!) {\n    adminResetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.AdminResetPasswordDocument,
    "\n  query AdminsPageList {\n    admins {\n      id\n      name\n      email\n      phone\n      status\n      createdAt\n    }\n  }\n": types.AdminsPageListDocument,
    "\n  mutation AdminsPageApprove($id: ID!) {\n    approveAdmin(id: $id) {\n      id\n      status\n    }\n  }\n": types.AdminsPageApproveDocument,
    "\n  query BlogsPageComments($blogId: ID!) {\n    blogComments(blogId: $blogId) {\n      id\n      blogId\n      userId\n      comment\n      isApproved\n      createdAt\n    }\n  }\n": types.BlogsPageCommentsDocument,
    "\n  mutation BlogsPageAddComment($blogId: ID!, $comment: String!) {\n    addBlogComment(blogId: $blogId, comment: $comment) {\n      id\n    }\n  }\n": types.BlogsPageAddCommentDocument,
    "\n  mutation BlogsPageSetCommentApproved($id: ID!, $isApproved: Boolean!) {\n    setCommentApproved(id: $id, isApproved: $isApproved) {\n      id\n      isApproved\n    }\n  }\n": types.BlogsPageSetCommentApprovedDocument,
    "\n  mutation BlogsPageDeleteComment($id: ID!) {\n    deleteBlogComment(id: $id) {\n      id\n    }\n  }\n": types.BlogsPageDeleteCommentDocument,
    "\n  query BlogsPageList {\n    adminBlogs {\n      id\n      title\n      excerpt\n      content\n      coverImage\n      tags\n      isPublished\n      commentCount\n      pendingCommentCount\n      createdAt\n    }\n  }\n": types.BlogsPageListDocument,
    "\n  mutation BlogsPageCreate($input: BlogInput!) {\n    createBlog(input: $input) {\n      id\n    }\n  }\n": types.BlogsPageCreateDocument,
    "\n  mutation BlogsPageUpdate($id: ID!, $input: BlogInput!) {\n    updateBlog(id: $id, input: $input) {\n      id\n    }\n  }\n": types.BlogsPageUpdateDocument,
    "\n  mutation BlogsPageDelete($id: ID!) {\n    deleteBlog(id: $id) {\n      id\n    }\n  }\n": types.BlogsPageDeleteDocument,
    "\n  query AdminCategoriesList {\n    adminCategories {\n      id\n      name\n      description\n      productCount\n      homePosition\n      homeTitle\n      homeTab\n    }\n  }\n": types.AdminCategoriesListDocument,
    "\n  mutation AdminCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateCategoryDocument,
    "\n  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      homePosition\n      homeTitle\n      homeTab\n    }\n  }\n": types.AdminUpdateCategoryDocument,
    "\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n": types.AdminDeleteCategoryDocument,
    "\n  query CouponsPageList {\n    adminCoupons {\n      id\n      code\n      description\n      discountType\n      discountValue\n      minOrderValue\n      usageLimit\n      perUserLimit\n      timesUsed\n      validUntil\n      isActive\n      status\n    }\n  }\n": types.CouponsPageListDocument,
    "\n  mutation CouponsPageCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n": types.CouponsPageCreateDocument,
    "\n  mutation CouponsPageUpdate($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n": types.CouponsPageUpdateDocument,
    "\n  query CustomersPageList($search: String) {\n    customers(search: $search, limit: 100) {\n      id\n      name\n      fullName\n      email\n      phone\n      address\n      orderCount\n      totalSpent\n      createdAt\n    }\n  }\n": types.CustomersPageListDocument,
    "\n  query CustomersPageOrders($userId: ID!) {\n    customerOrders(userId: $userId) {\n      id\n      orderNumber\n      createdAt\n      total\n      status\n    }\n  }\n": types.CustomersPageOrdersDocument,
    "\n  query AdminShopReadiness {\n    shopReadiness {\n      ready\n      items {\n        id\n        label\n        done\n        detail\n        page\n        required\n      }\n    }\n  }\n": types.AdminShopReadinessDocument,
    "\n  query AdminDashboard {\n    dashboardSummary {\n      totalSales\n      totalOrders\n      newCustomers\n      salesTrend {\n        changePercent\n      }\n      ordersTrend {\n        changePercent\n      }\n      customersTrend {\n        changePercent\n      }\n    }\n    salesByDay(days: 30) {\n      date\n      orders\n      revenue\n    }\n    topProducts(limit: 5) {\n      productId\n      name\n      quantity\n      revenue\n    }\n    recentOrders(limit: 10) {\n      id\n      orderNumber\n      status\n      total\n      createdAt\n      customer {\n        id\n        fullName\n        email\n      }\n      shipping {\n        firstName\n        lastName\n      }\n      items {\n        id\n        productName\n        quantity\n      }\n    }\n    recentCustomers(limit: 5) {\n      id\n      fullName\n      email\n      createdAt\n    }\n    lowStockProducts(threshold: 10) {\n      id\n      name\n      categoryName\n      stockQuantity\n      isActive\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  query AdminDeliveryDay($date: String!, $slotId: ID) {\n    deliveryDaySlots(date: $date) {\n      slotId\n      start\n      end\n      orders\n    }\n    pickList(date: $date, slotId: $slotId) {\n      date\n      slotId\n      orderCount\n      lines {\n        productId\n        productName\n        quantity\n        unit\n        orders\n      }\n    }\n    runSheet(date: $date, slotId: $slotId) {\n      date\n      slotId\n      cashTotal\n      stops {\n        id\n        orderNumber\n        paymentMethod\n        paymentStatus\n        cashToCollect\n        customerNote\n        customer {\n          id\n          fullName\n          phone\n        }\n        shipping {\n          firstName\n          lastName\n          phone\n          address\n          city\n          postcode\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n        items {\n          id\n          productName\n          quantity\n          unit\n        }\n      }\n    }\n  }\n": types.AdminDeliveryDayDocument,
    "\n  mutation AdminMarkSlotShipped($date: String!, $slotId: ID!) {\n    markSlotShipped(date: $date, slotId: $slotId) {\n      shipped\n      orderIds\n    }\n  }\n": types.AdminMarkSlotShippedDocument,
    "\n  query DeliveryPage {\n    adminDelivery {\n      cutoffMinutes\n      subscriptionLeadHours\n      pincodes {\n        code\n        slotCount\n      }\n      slots {\n        id\n        pincode\n        start\n        end\n        capacity\n        isActive\n      }\n    }\n  }\n": types.DeliveryPageDocument,
    "\n  mutation DeliveryPageSubscriptionLead($hours: Int!) {\n    setSubscriptionLeadHours(hours: $hours)\n  }\n": types.DeliveryPageSubscriptionLeadDocument,
    "\n  mutation DeliveryPageCutoff($minutes: Int!) {\n    setDeliveryCutoff(minutes: $minutes)\n  }\n": types.DeliveryPageCutoffDocument,
    "\n  mutation DeliveryPageAddPincode($code: String!) {\n    addDeliveryPincode(code: $code) {\n      code\n    }\n  }\n": types.DeliveryPageAddPincodeDocument,
    "\n  mutation DeliveryPageRemovePincode($code: String!) {\n    removeDeliveryPincode(code: $code)\n  }\n": types.DeliveryPageRemovePincodeDocument,
    "\n  mutation DeliveryPageCreateSlot($input: DeliverySlotInput!) {\n    createDeliverySlot(input: $input) {\n      id\n    }\n  }\n": types.DeliveryPageCreateSlotDocument,
    "\n  mutation DeliveryPageUpdateSlot($id: ID!, $input: DeliverySlotInput!) {\n    updateDeliverySlot(id: $id, input: $input) {\n      id\n    }\n  }\n": types.DeliveryPageUpdateSlotDocument,
    "\n  mutation DeliveryPageDeleteSlot($id: ID!) {\n    deleteDeliverySlot(id: $id) {\n      deleted\n    }\n  }\n": types.DeliveryPageDeleteSlotDocument,
    "\n  query LogsPageAdminLog($limit: Int!) {\n    adminLogs(limit: $limit) {\n      id\n      adminId\n      adminName\n      adminEmail\n      action\n      targetType\n      targetId\n      changes\n      ip\n      createdAt\n    }\n  }\n": types.LogsPageAdminLogDocument,
    "\n  query LogsPageInventoryLog($limit: Int!) {\n    inventoryLogs(limit: $limit) {\n      id\n      productId\n      productName\n      change\n      stockAfter\n      reason\n      orderId\n      adminName\n      createdAt\n    }\n  }\n": types.LogsPageInventoryLogDocument,
    "\n  query MessagesPageList {\n    contactMessages(limit: 200) {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      createdAt\n      handledAt\n    }\n  }\n": types.MessagesPageListDocument,
    "\n  mutation MessagesPageSetHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n": types.MessagesPageSetHandledDocument,
    "\n  query NewsletterPageList {\n    newsletterSubscribers(limit: 500) {\n      id\n      email\n      status\n      source\n      createdAt\n      consentedAt\n      unsubscribedAt\n    }\n  }\n": types.NewsletterPageListDocument,
    "\n  query AdminOrderInvoices($orderId: ID!) {\n    adminOrderInvoices(orderId: $orderId) {\n      id\n      kind\n      number\n      issuedAt\n      invoiceNumber\n      total\n      tax\n      downloadPath\n    }\n  }\n": types.AdminOrderInvoicesDocument,
    "\n  query AdminOrderPage($filter: AdminOrderFilter, $limit: Int!, $offset: Int!, $sort: AdminOrderSort!) {\n    adminOrderPage(filter: $filter, limit: $limit, offset: $offset, sort: $sort) {\n      total\n      limit\n      offset\n      items {\n        id\n        orderNumber\n        status\n        total\n        createdAt\n        paymentMethod\n        paymentStatus\n        cashToCollect\n        itemCount\n        customer {\n          id\n          fullName\n          email\n          phone\n        }\n        shipping {\n          firstName\n          lastName\n          email\n          phone\n          postcode\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n        items {\n          id\n          productName\n          quantity\n        }\n        subscription {\n          subscriptionId\n          planName\n          scheduledDate\n          shortfall {\n            label\n            wanted\n            filled\n          }\n        }\n      }\n    }\n  }\n": types.AdminOrderPageDocument,
    "\n  query AdminOrderDaySlots($date: String!) {\n    deliveryDaySlots(date: $date) {\n      slotId\n      start\n      end\n      orders\n    }\n  }\n": types.AdminOrderDaySlotsDocument,
    "\n  query AdminOrderShopSlots {\n    adminDelivery {\n      slots {\n        id\n        pincode\n        start\n        end\n        isActive\n      }\n    }\n  }\n": types.AdminOrderShopSlotsDocument,
    "\n  query AdminOrderDetail($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      orderNumber\n      status\n      nextStatuses\n      createdAt\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponCode\n      couponDiscount\n      total\n      paymentMethod\n      paymentStatus\n      cashToCollect\n      payBy\n      cancelReason\n      customerNote\n      customer {\n        id\n        fullName\n        email\n        phone\n      }\n      shipping {\n        firstName\n        lastName\n        email\n        phone\n        address\n        city\n        state\n        postcode\n        country\n      }\n      deliverySlot {\n        id\n        date\n        start\n        end\n      }\n      items {\n        id\n        productName\n        quantity\n        unit\n        priceAtPurchase\n        listPrice\n        subTotal\n      }\n      payments {\n        id\n        provider\n        providerOrderId\n        providerPaymentId\n        status\n        amount\n        createdAt\n        paidAt\n        failureReason\n      }\n      timeline {\n        id\n        from\n        to\n        actor\n        adminName\n        at\n        reason\n      }\n      staffNotes {\n        id\n        text\n        adminName\n        createdAt\n      }\n      subscription {\n        subscriptionId\n        planName\n        scheduledDate\n        shortfall {\n          label\n          wanted\n          filled\n        }\n      }\n    }\n  }\n": types.AdminOrderDetailDocument,
    "\n  mutation AdminUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n      nextStatuses\n    }\n  }\n": types.AdminUpdateOrderStatusDocument,
    "\n  mutation AdminAddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n      text\n      adminName\n      createdAt\n    }\n  }\n": types.AdminAddOrderNoteDocument,
    "\n  query AdminOrderRefunds($orderId: ID!) {\n    adminOrderRefunds(orderId: $orderId) {\n      paid\n      refunded\n      refundable\n      kind\n      refunds {\n        id\n        amount\n        reason\n        status\n        method\n        reference\n        gatewayRefundId\n        failureReason\n        actor\n        createdAt\n        processedAt\n      }\n    }\n  }\n": types.AdminOrderRefundsDocument,
    "\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      id\n      amount\n      status\n    }\n  }\n": types.RefundOrderDocument,
    "\n  query PlanBoxProducts($search: String) {\n    adminProducts(search: $search, limit: 20) {\n      id\n      name\n      unit\n      weight\n      isActive\n      categoryName\n    }\n  }\n": types.PlanBoxProductsDocument,
    "\n  query PlanBoxCategories {\n    adminCategories {\n      id\n      name\n    }\n  }\n": types.PlanBoxCategoriesDocument,
    "\n  mutation PlanBoxSet($planId: ID!, $lines: [PlanBoxLineInput!]!) {\n    setSubscriptionPlanBox(planId: $planId, lines: $lines) {\n      id\n    }\n  }\n": types.PlanBoxSetDocument,
    "\n  query PlansPageList {\n    adminSubscriptionPlans {\n      id\n      planType\n      planName\n      planDescription\n      price\n      validityDays\n      features\n      isActive\n      subscriberCount\n      box {\n        position\n        kind\n        quantity\n        unit\n        note\n        label\n        product {\n          id\n          name\n          unit\n          weight\n          isActive\n        }\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.PlansPageListDocument,
    "\n  mutation PlansPageCreate($input: SubscriptionPlanInput!) {\n    createSubscriptionPlan(input: $input) {\n      id\n    }\n  }\n": types.PlansPageCreateDocument,
    "\n  mutation PlansPageUpdate($id: ID!, $input: SubscriptionPlanInput!) {\n    updateSubscriptionPlan(id: $id, input: $input) {\n      id\n    }\n  }\n": types.PlansPageUpdateDocument,
    "\n  mutation PlansPageDelete($id: ID!) {\n    deleteSubscriptionPlan(id: $id) {\n      deleted\n      message\n    }\n  }\n": types.PlansPageDeleteDocument,
    "\n  mutation ResolveProblemReport($input: ResolveProblemReportInput!) {\n    resolveProblemReport(input: $input) {\n      id\n      status\n      refundAmount\n      replacementOrderNumber\n    }\n  }\n": types.ResolveProblemReportDocument,
    "\n  query ProblemReportReplacementSlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        available\n        status\n      }\n    }\n  }\n": types.ProblemReportReplacementSlotsDocument,
    "\n  query AdminProblemReports($status: ProblemReportStatus) {\n    adminProblemReports(status: $status, limit: 200) {\n      id\n      orderId\n      orderNumber\n      reason\n      note\n      photoUrl\n      status\n      createdAt\n      resolvedAt\n      resolutionNote\n      linesValue\n      refundAmount\n      replacementOrderId\n      replacementOrderNumber\n      customerName\n      customerEmail\n      customerPhone\n      paymentMethod\n      orderTotal\n      shippingPostcode\n      lines {\n        itemId\n        productName\n        quantity\n        unitPrice\n      }\n    }\n  }\n": types.AdminProblemReportsDocument,
    "\n  query AdminProductsList($search: String) {\n    adminProducts(search: $search, limit: 200) {\n      id\n      name\n      categoryId\n      categoryName\n      price\n      discountPrice\n      stockQuantity\n      weight\n      unit\n      maxOrderLimit\n      image\n      imageGallery\n      tags\n      customAttributes\n      countryOfOrigin\n      storageInstruction\n      suppliedId\n      hsnCode\n      gstRate\n      description\n      availableFrom\n      availableUntil\n      isActive\n      isFeatured\n    }\n    adminCategories {\n      id\n      name\n    }\n  }\n": types.AdminProductsListDocument,
    "\n  mutation AdminCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateProductDocument,
    "\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminUpdateProductDocument,
    "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n      message\n    }\n  }\n": types.AdminDeleteProductDocument,
    "\n  query AdminShopProfile {\n    shopProfile {\n      tradeName\n      legalName\n      phone\n      email\n      supportHours\n      address\n      state\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n      deliveryFee\n      handlingFee\n      freeDeliveryThreshold\n      updatedAt\n    }\n  }\n": types.AdminShopProfileDocument,
    "\n  mutation AdminUpdateShopProfile($input: ShopProfileInput!) {\n    updateShopProfile(input: $input) {\n      tradeName\n      legalName\n      phone\n      email\n      supportHours\n      address\n      state\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n      deliveryFee\n      handlingFee\n      freeDeliveryThreshold\n      updatedAt\n    }\n  }\n": types.AdminUpdateShopProfileDocument,
    "\n  query SubscriptionBillingRecords($subscriptionId: ID!) {\n    adminBillingRecords(subscriptionId: $subscriptionId) {\n      id\n      amount\n      status\n      periodStart\n      periodEnd\n      createdAt\n    }\n  }\n": types.SubscriptionBillingRecordsDocument,
    "\n  query SubscriptionUsersPageList {\n    subscriptionUsers {\n      id\n      userId\n      userName\n      userEmail\n      planId\n      planName\n      planType\n      price\n      status\n      startDate\n      endDate\n      autoRenew\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skippedDates\n      nextDeliveryDate\n      delivery {\n        address {\n          firstName\n          lastName\n          phone\n          address\n          city\n          state\n          postcode\n        }\n        window {\n          start\n          end\n        }\n      }\n    }\n  }\n": types.SubscriptionUsersPageListDocument,
    "\n  mutation SubscriptionUsersPageSetStatus($id: ID!, $status: String!, $autoRenew: Boolean!) {\n    setSubscriptionStatus(id: $id, status: $status, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n    }\n  }\n": types.SubscriptionUsersPageSetStatusDocument,
    "\n  query UndeliveredPageList {\n    undeliveredMessages(limit: 200) {\n      id\n      channel\n      recipient\n      subject\n      attempts\n      reason\n      createdAt\n      failedAt\n    }\n  }\n": types.UndeliveredPageListDocument,
    "\n  query BlogList($search: String, $first: Int!, $offset: Int!) {\n    blogs(search: $search, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        ...BlogCard_blog\n      }\n    }\n  }\n": types.BlogListDocument,
    "\n  query BlogPost($id: ID!) {\n    blog(id: $id) {\n      id\n      title\n      content\n      coverImage\n      createdAt\n      updatedAt\n      ...BlogArticle_blog\n      ...BlogComments_blog\n    }\n  }\n": types.BlogPostDocument,
    "\n  query CategoriesPage {\n    categories(nonEmpty: true) {\n      id\n      name\n      slug\n      description\n    }\n  }\n": types.CategoriesPageDocument,
    "\n  query FaqPage {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n    shopProfile {\n      tradeName\n      phone\n      email\n      supportHours\n      reportWindowHours\n    }\n  }\n": types.FaqPageDocument,
    "\n  query ProductDetail($id: ID!, $related: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      imageGallery\n      unitPrice\n      unit\n      priceUnit\n      stockQuantity\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      ...ProductGallery_product\n      ...ProductPurchase_product\n      ...ProductDetails_product\n      ...ProductReviews_product\n      relatedProducts(first: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query ShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        category {\n          id\n          slug\n          name\n        }\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ShopProductsDocument,
    "\n  query ShopCategories {\n    categories(nonEmpty: true) {\n      id\n      slug\n      name\n    }\n  }\n": types.ShopCategoriesDocument,
    "\n  query SubscriptionPlans {\n    subscriptionPlans {\n      id\n      ...PlanCard_plan\n    }\n  }\n": types.SubscriptionPlansDocument,
    "\n  query MyWishlist {\n    wishlist {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.MyWishlistDocument,
    "\n  query GuestWishlist($ids: [ID!]!) {\n    productsByIds(ids: $ids) {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.GuestWishlistDocument,
    "\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email) {\n      success\n      message\n    }\n  }\n": types.SubscribeToNewsletterDocument,
    "\n  query NextDeliveryAddresses {\n    addresses {\n      id\n      pinCode\n      isDefault\n    }\n  }\n": types.NextDeliveryAddressesDocument,
    "\n  query NextDeliverySlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        status\n      }\n    }\n  }\n": types.NextDeliverySlotsDocument,
    "\n  query PincodePlace($code: String!) {\n    pincodes(code: $code) {\n      code\n      city {\n        name\n        state {\n          name\n        }\n      }\n    }\n  }\n": types.PincodePlaceDocument,
    "\n  fragment PlanBoxList_plan on SubscriptionPlan {\n    box {\n      position\n      kind\n      quantity\n      unit\n      note\n      product {\n        id\n        name\n        weight\n        isActive\n      }\n      category {\n        id\n        name\n      }\n    }\n  }\n": types.PlanBoxList_PlanFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    priceUnit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query AccountProfile {\n    me {\n      id\n      name\n      middleName\n      lastName\n      email\n      phone\n      createdAt\n    }\n  }\n": types.AccountProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      email\n      phone\n      pendingPhone\n      pendingEmail\n      ...SessionUser_user\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation VerifyPhoneChange($otpCode: String!) {\n    verifyPhoneChange(otpCode: $otpCode) {\n      id\n      email\n      phone\n      pendingPhone\n      pendingEmail\n      ...SessionUser_user\n    }\n  }\n": types.VerifyPhoneChangeDocument,
    "\n  fragment AccountAddress_address on Address {\n    id\n    position\n    type\n    fullName\n    phone\n    addressLine1\n    addressLine2\n    landmark\n    city\n    state\n    country\n    pinCode\n    isDefault\n  }\n": types.AccountAddress_AddressFragmentDoc,
    "\n  query AccountAddresses {\n    addresses {\n      id\n      ...AccountAddress_address\n    }\n  }\n": types.AccountAddressesDocument,
    "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": types.SaveAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": types.DeleteAddressDocument,
    "\n  mutation SaveLocation($input: LocationInput!) {\n    saveLocation(input: $input) {\n      id\n      ...AccountAddress_address\n    }\n  }\n": types.SaveLocationDocument,
    "\n  query ReverseGeocode($lat: Float!, $lon: Float!) {\n    reverseGeocode(lat: $lat, lon: $lon) {\n      lat\n      lon\n      city\n      state\n      country\n      postalCode\n      fullAddress\n      source\n    }\n  }\n": types.ReverseGeocodeDocument,
    "\n  query AddressDeliveryCheck($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n    }\n  }\n": types.AddressDeliveryCheckDocument,
    "\n  mutation RequestOtp($input: RequestOtpInput!) {\n    requestOtp(input: $input) {\n      success\n      message\n      resendAfterSeconds\n    }\n  }\n": types.RequestOtpDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation VerifyOtp($input: VerifyOtpInput!) {\n    verifyOtp(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        ...SessionUser_user\n      }\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query SignInOptions {\n    shopSettings {\n      phoneCodes\n    }\n  }\n": types.SignInOptionsDocument,
    "\n  fragment SessionUser_user on User {\n    id\n    name\n    middleName\n    lastName\n    email\n    phone\n    # The header's location shows the primary address's city.\n    addresses {\n      id\n      city\n      isDefault\n    }\n  }\n": types.SessionUser_UserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      id\n      ...SessionUser_user\n    }\n  }\n": types.SessionMeDocument,
    "\n  query StockAlertIds {\n    stockAlertProductIds\n  }\n": types.StockAlertIdsDocument,
    "\n  mutation NotifyWhenInStock($productId: ID!) {\n    notifyWhenInStock(productId: $productId) {\n      productId\n      createdAt\n    }\n  }\n": types.NotifyWhenInStockDocument,
    "\n  query UserMenuRecentOrders($limit: Int!) {\n    myOrders(limit: $limit, offset: 0) {\n      id\n      orderNumber\n      status\n      itemCount\n      createdAt\n    }\n  }\n": types.UserMenuRecentOrdersDocument,
    "\n  query WishlistIds {\n    wishlistProductIds\n  }\n": types.WishlistIdsDocument,
    "\n  mutation MergeWishlist($ids: [ID!]!) {\n    mergeWishlist(productIds: $ids)\n  }\n": types.MergeWishlistDocument,
    "\n  mutation AddToWishlist($id: ID!) {\n    addToWishlist(productId: $id)\n  }\n": types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($id: ID!) {\n    removeFromWishlist(productId: $id)\n  }\n": types.RemoveFromWishlistDocument,
    "\n  fragment BlogArticle_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n": types.BlogArticle_BlogFragmentDoc,
    "\n  fragment BlogCard_blog on Blog {\n    id\n    title\n    content\n    coverImage\n    createdAt\n    tags\n    readingTimeMinutes\n  }\n": types.BlogCard_BlogFragmentDoc,
    "\n  fragment BlogComments_blog on Blog {\n    id\n    commentCount\n    comments {\n      id\n      userId\n      authorName\n      comment\n      createdAt\n    }\n  }\n": types.BlogComments_BlogFragmentDoc,
    "\n  mutation PostBlogComment($blogId: ID!, $comment: String!) {\n    postComment(blogId: $blogId, comment: $comment) {\n      id\n      userId\n      authorName\n      comment\n      createdAt\n      pending\n    }\n  }\n": types.PostBlogCommentDocument,
    "\n  fragment CartContents_cart on Cart {\n    itemCount\n    lines {\n      productId\n      name\n      image\n      unit\n      price\n      discountPrice\n      unitPrice\n      quantity\n      maxQuantity\n      lineTotal\n      savings\n      available\n      problem\n    }\n    totals {\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponDiscount\n      total\n      amountForFreeDelivery\n    }\n  }\n": types.CartContents_CartFragmentDoc,
    "\n  query CartContents {\n    cart {\n      ...CartContents_cart\n    }\n  }\n": types.CartContentsDocument,
    "\n  query CartShopSettings {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n  }\n": types.CartShopSettingsDocument,
    "\n  mutation CartAddItem($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartContents_cart\n    }\n  }\n": types.CartAddItemDocument,
    "\n  mutation CartUpdateItem($productId: ID!, $quantity: Int!) {\n    updateCartItem(productId: $productId, quantity: $quantity) {\n      ...CartContents_cart\n    }\n  }\n": types.CartUpdateItemDocument,
    "\n  mutation CartRemoveItem($productId: ID!) {\n    removeCartItem(productId: $productId) {\n      ...CartContents_cart\n    }\n  }\n": types.CartRemoveItemDocument,
    "\n  query GuestCartContents($lines: [GuestCartLineInput!]!) {\n    guestCart(lines: $lines) {\n      ...CartContents_cart\n    }\n  }\n": types.GuestCartContentsDocument,
    "\n  mutation MergeGuestCart($lines: [GuestCartLineInput!]!) {\n    mergeGuestCart(lines: $lines) {\n      cart {\n        ...CartContents_cart\n      }\n      notes {\n        productId\n        kind\n        quantity\n        message\n      }\n    }\n  }\n": types.MergeGuestCartDocument,
    "\n  query SectionProducts($category: String!, $first: Int!) {\n    products(category: $category, first: $first) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.SectionProductsDocument,
    "\n  query CheckoutCart($couponCode: String) {\n    cart(couponCode: $couponCode) {\n      itemCount\n      lines {\n        productId\n        name\n        image\n        quantity\n        unit\n        price\n        unitPrice\n        lineTotal\n        savings\n        available\n        problem\n      }\n      totals {\n        subtotal\n        savings\n        deliveryFee\n        handlingFee\n        couponDiscount\n        total\n      }\n      coupon {\n        isValid\n        message\n        discount\n        coupon {\n          id\n          code\n          discountType\n          discountValue\n        }\n      }\n    }\n  }\n": types.CheckoutCartDocument,
    "\n  query CheckoutProfile {\n    me {\n      id\n      name\n      lastName\n      email\n      phone\n      addresses {\n        id\n        isDefault\n        fullName\n        phone\n        addressLine1\n        addressLine2\n        landmark\n        city\n        state\n        country\n        pinCode\n      }\n    }\n  }\n": types.CheckoutProfileDocument,
    "\n  query CheckoutCoupons {\n    coupons {\n      id\n      code\n      description\n      minOrderValue\n    }\n  }\n": types.CheckoutCouponsDocument,
    "\n  query CheckoutPlan($id: ID!) {\n    subscriptionPlan(id: $id) {\n      id\n      planName\n      planType\n      planDescription\n      price\n      priceSuffix\n      deliveryFrequency\n      validityDays\n      ...PlanBoxList_plan\n    }\n  }\n": types.CheckoutPlanDocument,
    "\n  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      success\n      message\n      orderId\n      warnings\n      order {\n        id\n        orderNumber\n        total\n        paymentMethod\n        shipping {\n          email\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n      }\n      payment {\n        paymentId\n        provider\n        providerOrderId\n        keyId\n        amount\n        amountPaise\n        currency\n        testMode\n        orderId\n        planId\n      }\n    }\n  }\n": types.CheckoutPlaceOrderDocument,
    "\n  query CheckoutDeliverySlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        available\n        status\n      }\n    }\n  }\n": types.CheckoutDeliverySlotsDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      success\n      message\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query HomeSections {\n    homeSections {\n      categoryId\n      slug\n      title\n      tab\n    }\n  }\n": types.HomeSectionsDocument,
    "\n  query OrderInvoices($orderId: ID!) {\n    orderInvoices(orderId: $orderId) {\n      id\n      kind\n      number\n      issuedAt\n      invoiceNumber\n      total\n      downloadPath\n    }\n  }\n": types.OrderInvoicesDocument,
    "\n  fragment OrderSummary_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    itemCount\n    total\n    canPay\n    payBy\n    subscription {\n      subscriptionId\n      planName\n      scheduledDate\n      shortfall {\n        label\n        wanted\n        filled\n      }\n    }\n  }\n": types.OrderSummary_OrderFragmentDoc,
    "\n  query MyOrders($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      ...OrderSummary_order\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query OrderDetails($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary_order\n      canCancel\n      paymentMethod\n      paymentStatus\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponCode\n      couponDiscount\n      items {\n        id\n        productId\n        productName\n        productImage\n        quantity\n        unit\n        listPrice\n        priceAtPurchase\n        subTotal\n      }\n      shipping {\n        firstName\n        lastName\n        email\n        phone\n        address\n        city\n        state\n        postcode\n        country\n      }\n      deliverySlot {\n        id\n        date\n        start\n        end\n      }\n      customerNote\n      cancelReason\n    }\n  }\n": types.OrderDetailsDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      canCancel\n      canPay\n      payBy\n      paymentStatus\n      cancelReason\n      updatedAt\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation AddOrderReview($productId: ID!, $rating: Int!, $comment: String) {\n    addReview(productId: $productId, rating: $rating, comment: $comment) {\n      id\n      productId\n      rating\n    }\n  }\n": types.AddOrderReviewDocument,
    "\n  query OrderRefunds($orderId: ID!) {\n    orderRefunds(orderId: $orderId) {\n      id\n      amount\n      status\n      method\n      reference\n      createdAt\n      processedAt\n    }\n  }\n": types.OrderRefundsDocument,
    "\n  mutation PaymentCreate($orderId: ID, $planId: ID) {\n    createPayment(orderId: $orderId, planId: $planId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n": types.PaymentCreateDocument,
    "\n  mutation PaymentSubscribe($planId: ID!, $addressId: ID, $slotId: ID) {\n    subscribe(planId: $planId, addressId: $addressId, slotId: $slotId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n": types.PaymentSubscribeDocument,
    "\n  mutation PaymentSimulate($razorpayOrderId: String!, $outcome: SimulatedOutcome!) {\n    simulatePayment(razorpayOrderId: $razorpayOrderId, outcome: $outcome) {\n      razorpayPaymentId\n      razorpaySignature\n      errorDescription\n    }\n  }\n": types.PaymentSimulateDocument,
    "\n  mutation PaymentVerify($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      success\n      message\n      warnings\n      order {\n        id\n        orderNumber\n        total\n        shipping {\n          email\n        }\n      }\n      subscription {\n        id\n        planName\n        planType\n        price\n        startDate\n        endDate\n        nextDeliveryDate\n      }\n    }\n  }\n": types.PaymentVerifyDocument,
    "\n  mutation PaymentReportFailure($razorpayOrderId: String!, $reason: String!) {\n    reportPaymentFailure(razorpayOrderId: $razorpayOrderId, reason: $reason)\n  }\n": types.PaymentReportFailureDocument,
    "\n  fragment PlanCard_plan on SubscriptionPlan {\n    id\n    planName\n    planType\n    planDescription\n    price\n    priceSuffix\n    deliveryFrequency\n    savingsText\n    isPopular\n    features\n    ...PlanBoxList_plan\n  }\n": types.PlanCard_PlanFragmentDoc,
    "\n  query OrderProblemReports($orderId: ID!) {\n    orderProblemReports(orderId: $orderId) {\n      orderId\n      orderNumber\n      canReport\n      blockedReason\n      blockedMessage\n      reportBy\n      windowHours\n      lines {\n        itemId\n        productName\n        unit\n        ordered\n        reportable\n      }\n      reports {\n        id\n        reason\n        note\n        photoUrl\n        status\n        createdAt\n        resolvedAt\n        resolutionNote\n        refundAmount\n        replacementOrderId\n        replacementOrderNumber\n        lines {\n          itemId\n          productName\n          quantity\n        }\n      }\n      replacementOf {\n        orderId\n        orderNumber\n      }\n    }\n  }\n": types.OrderProblemReportsDocument,
    "\n  mutation ReportProblem($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      id\n      status\n    }\n  }\n": types.ReportProblemDocument,
    "\n  fragment ProductDetails_product on Product {\n    id\n    description\n    tags\n    attributes {\n      key\n      value\n    }\n    countryOfOrigin\n    storageInstruction\n    detailUnit\n    weight\n    category {\n      id\n      name\n    }\n  }\n": types.ProductDetails_ProductFragmentDoc,
    "\n  fragment ProductGallery_product on Product {\n    id\n    name\n    image\n    imageGallery\n    hasDiscount\n    discountPercentage\n    stockQuantity\n  }\n": types.ProductGallery_ProductFragmentDoc,
    "\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    priceUnit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n    category {\n      id\n      name\n    }\n  }\n": types.ProductPurchase_ProductFragmentDoc,
    "\n  fragment ProductReviews_product on Product {\n    id\n    averageRating\n    reviewCount\n    reviews(first: 10) {\n      id\n      rating\n      comment\n      reviewerName\n      createdAt\n      images\n    }\n  }\n": types.ProductReviews_ProductFragmentDoc,
    "\n  mutation RenewSubscription($subscriptionId: ID!) {\n    renewSubscription(subscriptionId: $subscriptionId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n": types.RenewSubscriptionDocument,
    "\n  fragment SubscriptionDelivery_subscription on Subscription {\n    id\n    planName\n    packingDate\n    delivery {\n      addressId\n      address {\n        firstName\n        lastName\n        phone\n        address\n        city\n        state\n        postcode\n      }\n      window {\n        slotId\n        start\n        end\n      }\n    }\n  }\n": types.SubscriptionDelivery_SubscriptionFragmentDoc,
    "\n  query SubscriptionDeliveryAddresses {\n    addresses {\n      id\n      isDefault\n      fullName\n      phone\n      addressLine1\n      addressLine2\n      landmark\n      city\n      state\n      pinCode\n    }\n  }\n": types.SubscriptionDeliveryAddressesDocument,
    "\n  query SubscriptionDeliveryWindows($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        start\n        end\n      }\n    }\n  }\n": types.SubscriptionDeliveryWindowsDocument,
    "\n  mutation SetSubscriptionDelivery($id: ID!, $addressId: ID, $slotId: ID) {\n    setSubscriptionDelivery(id: $id, addressId: $addressId, slotId: $slotId) {\n      id\n      ...SubscriptionDelivery_subscription\n      deliveryOrders {\n        orderId\n        date\n        deliveryDate\n        start\n        end\n        status\n        packing\n      }\n    }\n  }\n": types.SetSubscriptionDeliveryDocument,
    "\n  query MySubscriptions {\n    mySubscriptions {\n      id\n      ...SubscriptionDelivery_subscription\n      planId\n      planName\n      planType\n      price\n      startDate\n      endDate\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skippedDates\n      skipsLeft\n    }\n    myBillingRecords {\n      id\n      subscriptionId\n      amount\n      status\n      periodStart\n      periodEnd\n      createdAt\n    }\n  }\n": types.MySubscriptionsDocument,
    "\n  mutation CancelSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      id\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n": types.CancelSubscriptionDocument,
    "\n  mutation ReactivateSubscription($id: ID!, $autoRenew: Boolean!) {\n    reactivateSubscription(id: $id, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n": types.ReactivateSubscriptionDocument,
    "\n  mutation PauseSubscription($id: ID!, $until: String) {\n    pauseSubscription(id: $id, until: $until) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n": types.PauseSubscriptionDocument,
    "\n  mutation ResumeSubscription($id: ID!) {\n    resumeSubscription(id: $id) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n": types.ResumeSubscriptionDocument,
    "\n  mutation SkipNextDelivery($id: ID!) {\n    skipNextDelivery(id: $id) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      skippedDates\n      skipsLeft\n    }\n  }\n": types.SkipNextDeliveryDocument,
    "\n  query StorefrontShopProfile {\n    shopProfile {\n      tradeName\n      legalName\n      phone\n      email\n      address\n      state\n      supportHours\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n    }\n  }\n": types.StorefrontShopProfileDocument,
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
export function graphql(source: "\n  query AdminMe {\n    adminMe {\n      loggedIn\n      admin {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMe {\n    adminMe {\n      loggedIn\n      admin {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      loggedIn\n      admin {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($input: AdminLoginInput!) {\n    adminLogin(input: $input) {\n      loggedIn\n      admin {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSignup($input: AdminSignupInput!) {\n    adminSignup(input: $input) {\n      success\n      message\n      admin {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSignup($input: AdminSignupInput!) {\n    adminSignup(input: $input) {\n      success\n      message\n      admin {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    adminLogout\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    adminLogout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminForgotPassword($input: AdminForgotPasswordInput!) {\n    adminForgotPassword(input: $input) {\n      success\n      message\n      resendAfterSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation AdminForgotPassword($input: AdminForgotPasswordInput!) {\n    adminForgotPassword(input: $input) {\n      success\n      message\n      resendAfterSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResetPassword($input: AdminResetPasswordInput!) {\n    adminResetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResetPassword($input: AdminResetPasswordInput!) {\n    adminResetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminsPageList {\n    admins {\n      id\n      name\n      email\n      phone\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminsPageList {\n    admins {\n      id\n      name\n      email\n      phone\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminsPageApprove($id: ID!) {\n    approveAdmin(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AdminsPageApprove($id: ID!) {\n    approveAdmin(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogsPageComments($blogId: ID!) {\n    blogComments(blogId: $blogId) {\n      id\n      blogId\n      userId\n      comment\n      isApproved\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query BlogsPageComments($blogId: ID!) {\n    blogComments(blogId: $blogId) {\n      id\n      blogId\n      userId\n      comment\n      isApproved\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlogsPageAddComment($blogId: ID!, $comment: String!) {\n    addBlogComment(blogId: $blogId, comment: $comment) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlogsPageAddComment($blogId: ID!, $comment: String!) {\n    addBlogComment(blogId: $blogId, comment: $comment) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlogsPageSetCommentApproved($id: ID!, $isApproved: Boolean!) {\n    setCommentApproved(id: $id, isApproved: $isApproved) {\n      id\n      isApproved\n    }\n  }\n"): (typeof documents)["\n  mutation BlogsPageSetCommentApproved($id: ID!, $isApproved: Boolean!) {\n    setCommentApproved(id: $id, isApproved: $isApproved) {\n      id\n      isApproved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlogsPageDeleteComment($id: ID!) {\n    deleteBlogComment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlogsPageDeleteComment($id: ID!) {\n    deleteBlogComment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogsPageList {\n    adminBlogs {\n      id\n      title\n      excerpt\n      content\n      coverImage\n      tags\n      isPublished\n      commentCount\n      pendingCommentCount\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query BlogsPageList {\n    adminBlogs {\n      id\n      title\n      excerpt\n      content\n      coverImage\n      tags\n      isPublished\n      commentCount\n      pendingCommentCount\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlogsPageCreate($input: BlogInput!) {\n    createBlog(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlogsPageCreate($input: BlogInput!) {\n    createBlog(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlogsPageUpdate($id: ID!, $input: BlogInput!) {\n    updateBlog(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlogsPageUpdate($id: ID!, $input: BlogInput!) {\n    updateBlog(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlogsPageDelete($id: ID!) {\n    deleteBlog(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BlogsPageDelete($id: ID!) {\n    deleteBlog(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoriesList {\n    adminCategories {\n      id\n      name\n      description\n      productCount\n      homePosition\n      homeTitle\n      homeTab\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoriesList {\n    adminCategories {\n      id\n      name\n      description\n      productCount\n      homePosition\n      homeTitle\n      homeTab\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateCategory($input: CategoryInput!) {\n    createCategory(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      homePosition\n      homeTitle\n      homeTab\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      description\n      homePosition\n      homeTitle\n      homeTab\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponsPageList {\n    adminCoupons {\n      id\n      code\n      description\n      discountType\n      discountValue\n      minOrderValue\n      usageLimit\n      perUserLimit\n      timesUsed\n      validUntil\n      isActive\n      status\n    }\n  }\n"): (typeof documents)["\n  query CouponsPageList {\n    adminCoupons {\n      id\n      code\n      description\n      discountType\n      discountValue\n      minOrderValue\n      usageLimit\n      perUserLimit\n      timesUsed\n      validUntil\n      isActive\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponsPageCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CouponsPageCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponsPageUpdate($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation CouponsPageUpdate($id: ID!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomersPageList($search: String) {\n    customers(search: $search, limit: 100) {\n      id\n      name\n      fullName\n      email\n      phone\n      address\n      orderCount\n      totalSpent\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query CustomersPageList($search: String) {\n    customers(search: $search, limit: 100) {\n      id\n      name\n      fullName\n      email\n      phone\n      address\n      orderCount\n      totalSpent\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomersPageOrders($userId: ID!) {\n    customerOrders(userId: $userId) {\n      id\n      orderNumber\n      createdAt\n      total\n      status\n    }\n  }\n"): (typeof documents)["\n  query CustomersPageOrders($userId: ID!) {\n    customerOrders(userId: $userId) {\n      id\n      orderNumber\n      createdAt\n      total\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShopReadiness {\n    shopReadiness {\n      ready\n      items {\n        id\n        label\n        done\n        detail\n        page\n        required\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminShopReadiness {\n    shopReadiness {\n      ready\n      items {\n        id\n        label\n        done\n        detail\n        page\n        required\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboard {\n    dashboardSummary {\n      totalSales\n      totalOrders\n      newCustomers\n      salesTrend {\n        changePercent\n      }\n      ordersTrend {\n        changePercent\n      }\n      customersTrend {\n        changePercent\n      }\n    }\n    salesByDay(days: 30) {\n      date\n      orders\n      revenue\n    }\n    topProducts(limit: 5) {\n      productId\n      name\n      quantity\n      revenue\n    }\n    recentOrders(limit: 10) {\n      id\n      orderNumber\n      status\n      total\n      createdAt\n      customer {\n        id\n        fullName\n        email\n      }\n      shipping {\n        firstName\n        lastName\n      }\n      items {\n        id\n        productName\n        quantity\n      }\n    }\n    recentCustomers(limit: 5) {\n      id\n      fullName\n      email\n      createdAt\n    }\n    lowStockProducts(threshold: 10) {\n      id\n      name\n      categoryName\n      stockQuantity\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard {\n    dashboardSummary {\n      totalSales\n      totalOrders\n      newCustomers\n      salesTrend {\n        changePercent\n      }\n      ordersTrend {\n        changePercent\n      }\n      customersTrend {\n        changePercent\n      }\n    }\n    salesByDay(days: 30) {\n      date\n      orders\n      revenue\n    }\n    topProducts(limit: 5) {\n      productId\n      name\n      quantity\n      revenue\n    }\n    recentOrders(limit: 10) {\n      id\n      orderNumber\n      status\n      total\n      createdAt\n      customer {\n        id\n        fullName\n        email\n      }\n      shipping {\n        firstName\n        lastName\n      }\n      items {\n        id\n        productName\n        quantity\n      }\n    }\n    recentCustomers(limit: 5) {\n      id\n      fullName\n      email\n      createdAt\n    }\n    lowStockProducts(threshold: 10) {\n      id\n      name\n      categoryName\n      stockQuantity\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDeliveryDay($date: String!, $slotId: ID) {\n    deliveryDaySlots(date: $date) {\n      slotId\n      start\n      end\n      orders\n    }\n    pickList(date: $date, slotId: $slotId) {\n      date\n      slotId\n      orderCount\n      lines {\n        productId\n        productName\n        quantity\n        unit\n        orders\n      }\n    }\n    runSheet(date: $date, slotId: $slotId) {\n      date\n      slotId\n      cashTotal\n      stops {\n        id\n        orderNumber\n        paymentMethod\n        paymentStatus\n        cashToCollect\n        customerNote\n        customer {\n          id\n          fullName\n          phone\n        }\n        shipping {\n          firstName\n          lastName\n          phone\n          address\n          city\n          postcode\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n        items {\n          id\n          productName\n          quantity\n          unit\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDeliveryDay($date: String!, $slotId: ID) {\n    deliveryDaySlots(date: $date) {\n      slotId\n      start\n      end\n      orders\n    }\n    pickList(date: $date, slotId: $slotId) {\n      date\n      slotId\n      orderCount\n      lines {\n        productId\n        productName\n        quantity\n        unit\n        orders\n      }\n    }\n    runSheet(date: $date, slotId: $slotId) {\n      date\n      slotId\n      cashTotal\n      stops {\n        id\n        orderNumber\n        paymentMethod\n        paymentStatus\n        cashToCollect\n        customerNote\n        customer {\n          id\n          fullName\n          phone\n        }\n        shipping {\n          firstName\n          lastName\n          phone\n          address\n          city\n          postcode\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n        items {\n          id\n          productName\n          quantity\n          unit\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkSlotShipped($date: String!, $slotId: ID!) {\n    markSlotShipped(date: $date, slotId: $slotId) {\n      shipped\n      orderIds\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkSlotShipped($date: String!, $slotId: ID!) {\n    markSlotShipped(date: $date, slotId: $slotId) {\n      shipped\n      orderIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryPage {\n    adminDelivery {\n      cutoffMinutes\n      subscriptionLeadHours\n      pincodes {\n        code\n        slotCount\n      }\n      slots {\n        id\n        pincode\n        start\n        end\n        capacity\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeliveryPage {\n    adminDelivery {\n      cutoffMinutes\n      subscriptionLeadHours\n      pincodes {\n        code\n        slotCount\n      }\n      slots {\n        id\n        pincode\n        start\n        end\n        capacity\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryPageSubscriptionLead($hours: Int!) {\n    setSubscriptionLeadHours(hours: $hours)\n  }\n"): (typeof documents)["\n  mutation DeliveryPageSubscriptionLead($hours: Int!) {\n    setSubscriptionLeadHours(hours: $hours)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryPageCutoff($minutes: Int!) {\n    setDeliveryCutoff(minutes: $minutes)\n  }\n"): (typeof documents)["\n  mutation DeliveryPageCutoff($minutes: Int!) {\n    setDeliveryCutoff(minutes: $minutes)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryPageAddPincode($code: String!) {\n    addDeliveryPincode(code: $code) {\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation DeliveryPageAddPincode($code: String!) {\n    addDeliveryPincode(code: $code) {\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryPageRemovePincode($code: String!) {\n    removeDeliveryPincode(code: $code)\n  }\n"): (typeof documents)["\n  mutation DeliveryPageRemovePincode($code: String!) {\n    removeDeliveryPincode(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryPageCreateSlot($input: DeliverySlotInput!) {\n    createDeliverySlot(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeliveryPageCreateSlot($input: DeliverySlotInput!) {\n    createDeliverySlot(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryPageUpdateSlot($id: ID!, $input: DeliverySlotInput!) {\n    updateDeliverySlot(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeliveryPageUpdateSlot($id: ID!, $input: DeliverySlotInput!) {\n    updateDeliverySlot(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliveryPageDeleteSlot($id: ID!) {\n    deleteDeliverySlot(id: $id) {\n      deleted\n    }\n  }\n"): (typeof documents)["\n  mutation DeliveryPageDeleteSlot($id: ID!) {\n    deleteDeliverySlot(id: $id) {\n      deleted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LogsPageAdminLog($limit: Int!) {\n    adminLogs(limit: $limit) {\n      id\n      adminId\n      adminName\n      adminEmail\n      action\n      targetType\n      targetId\n      changes\n      ip\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query LogsPageAdminLog($limit: Int!) {\n    adminLogs(limit: $limit) {\n      id\n      adminId\n      adminName\n      adminEmail\n      action\n      targetType\n      targetId\n      changes\n      ip\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LogsPageInventoryLog($limit: Int!) {\n    inventoryLogs(limit: $limit) {\n      id\n      productId\n      productName\n      change\n      stockAfter\n      reason\n      orderId\n      adminName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query LogsPageInventoryLog($limit: Int!) {\n    inventoryLogs(limit: $limit) {\n      id\n      productId\n      productName\n      change\n      stockAfter\n      reason\n      orderId\n      adminName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagesPageList {\n    contactMessages(limit: 200) {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      createdAt\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  query MessagesPageList {\n    contactMessages(limit: 200) {\n      id\n      name\n      email\n      phone\n      subject\n      message\n      createdAt\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MessagesPageSetHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"): (typeof documents)["\n  mutation MessagesPageSetHandled($id: ID!, $handled: Boolean!) {\n    setContactMessageHandled(id: $id, handled: $handled) {\n      id\n      handledAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterPageList {\n    newsletterSubscribers(limit: 500) {\n      id\n      email\n      status\n      source\n      createdAt\n      consentedAt\n      unsubscribedAt\n    }\n  }\n"): (typeof documents)["\n  query NewsletterPageList {\n    newsletterSubscribers(limit: 500) {\n      id\n      email\n      status\n      source\n      createdAt\n      consentedAt\n      unsubscribedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderInvoices($orderId: ID!) {\n    adminOrderInvoices(orderId: $orderId) {\n      id\n      kind\n      number\n      issuedAt\n      invoiceNumber\n      total\n      tax\n      downloadPath\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderInvoices($orderId: ID!) {\n    adminOrderInvoices(orderId: $orderId) {\n      id\n      kind\n      number\n      issuedAt\n      invoiceNumber\n      total\n      tax\n      downloadPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderPage($filter: AdminOrderFilter, $limit: Int!, $offset: Int!, $sort: AdminOrderSort!) {\n    adminOrderPage(filter: $filter, limit: $limit, offset: $offset, sort: $sort) {\n      total\n      limit\n      offset\n      items {\n        id\n        orderNumber\n        status\n        total\n        createdAt\n        paymentMethod\n        paymentStatus\n        cashToCollect\n        itemCount\n        customer {\n          id\n          fullName\n          email\n          phone\n        }\n        shipping {\n          firstName\n          lastName\n          email\n          phone\n          postcode\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n        items {\n          id\n          productName\n          quantity\n        }\n        subscription {\n          subscriptionId\n          planName\n          scheduledDate\n          shortfall {\n            label\n            wanted\n            filled\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderPage($filter: AdminOrderFilter, $limit: Int!, $offset: Int!, $sort: AdminOrderSort!) {\n    adminOrderPage(filter: $filter, limit: $limit, offset: $offset, sort: $sort) {\n      total\n      limit\n      offset\n      items {\n        id\n        orderNumber\n        status\n        total\n        createdAt\n        paymentMethod\n        paymentStatus\n        cashToCollect\n        itemCount\n        customer {\n          id\n          fullName\n          email\n          phone\n        }\n        shipping {\n          firstName\n          lastName\n          email\n          phone\n          postcode\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n        items {\n          id\n          productName\n          quantity\n        }\n        subscription {\n          subscriptionId\n          planName\n          scheduledDate\n          shortfall {\n            label\n            wanted\n            filled\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderDaySlots($date: String!) {\n    deliveryDaySlots(date: $date) {\n      slotId\n      start\n      end\n      orders\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderDaySlots($date: String!) {\n    deliveryDaySlots(date: $date) {\n      slotId\n      start\n      end\n      orders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderShopSlots {\n    adminDelivery {\n      slots {\n        id\n        pincode\n        start\n        end\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderShopSlots {\n    adminDelivery {\n      slots {\n        id\n        pincode\n        start\n        end\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderDetail($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      orderNumber\n      status\n      nextStatuses\n      createdAt\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponCode\n      couponDiscount\n      total\n      paymentMethod\n      paymentStatus\n      cashToCollect\n      payBy\n      cancelReason\n      customerNote\n      customer {\n        id\n        fullName\n        email\n        phone\n      }\n      shipping {\n        firstName\n        lastName\n        email\n        phone\n        address\n        city\n        state\n        postcode\n        country\n      }\n      deliverySlot {\n        id\n        date\n        start\n        end\n      }\n      items {\n        id\n        productName\n        quantity\n        unit\n        priceAtPurchase\n        listPrice\n        subTotal\n      }\n      payments {\n        id\n        provider\n        providerOrderId\n        providerPaymentId\n        status\n        amount\n        createdAt\n        paidAt\n        failureReason\n      }\n      timeline {\n        id\n        from\n        to\n        actor\n        adminName\n        at\n        reason\n      }\n      staffNotes {\n        id\n        text\n        adminName\n        createdAt\n      }\n      subscription {\n        subscriptionId\n        planName\n        scheduledDate\n        shortfall {\n          label\n          wanted\n          filled\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderDetail($id: ID!) {\n    adminOrder(id: $id) {\n      id\n      orderNumber\n      status\n      nextStatuses\n      createdAt\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponCode\n      couponDiscount\n      total\n      paymentMethod\n      paymentStatus\n      cashToCollect\n      payBy\n      cancelReason\n      customerNote\n      customer {\n        id\n        fullName\n        email\n        phone\n      }\n      shipping {\n        firstName\n        lastName\n        email\n        phone\n        address\n        city\n        state\n        postcode\n        country\n      }\n      deliverySlot {\n        id\n        date\n        start\n        end\n      }\n      items {\n        id\n        productName\n        quantity\n        unit\n        priceAtPurchase\n        listPrice\n        subTotal\n      }\n      payments {\n        id\n        provider\n        providerOrderId\n        providerPaymentId\n        status\n        amount\n        createdAt\n        paidAt\n        failureReason\n      }\n      timeline {\n        id\n        from\n        to\n        actor\n        adminName\n        at\n        reason\n      }\n      staffNotes {\n        id\n        text\n        adminName\n        createdAt\n      }\n      subscription {\n        subscriptionId\n        planName\n        scheduledDate\n        shortfall {\n          label\n          wanted\n          filled\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n      nextStatuses\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateOrderStatus($id: ID!, $status: OrderStatus!, $reason: String) {\n    updateOrderStatus(id: $id, status: $status, reason: $reason) {\n      id\n      status\n      nextStatuses\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n      text\n      adminName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddOrderNote($orderId: ID!, $text: String!) {\n    addOrderNote(orderId: $orderId, text: $text) {\n      id\n      text\n      adminName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderRefunds($orderId: ID!) {\n    adminOrderRefunds(orderId: $orderId) {\n      paid\n      refunded\n      refundable\n      kind\n      refunds {\n        id\n        amount\n        reason\n        status\n        method\n        reference\n        gatewayRefundId\n        failureReason\n        actor\n        createdAt\n        processedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrderRefunds($orderId: ID!) {\n    adminOrderRefunds(orderId: $orderId) {\n      paid\n      refunded\n      refundable\n      kind\n      refunds {\n        id\n        amount\n        reason\n        status\n        method\n        reference\n        gatewayRefundId\n        failureReason\n        actor\n        createdAt\n        processedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      id\n      amount\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RefundOrder($input: RefundOrderInput!) {\n    refundOrder(input: $input) {\n      id\n      amount\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanBoxProducts($search: String) {\n    adminProducts(search: $search, limit: 20) {\n      id\n      name\n      unit\n      weight\n      isActive\n      categoryName\n    }\n  }\n"): (typeof documents)["\n  query PlanBoxProducts($search: String) {\n    adminProducts(search: $search, limit: 20) {\n      id\n      name\n      unit\n      weight\n      isActive\n      categoryName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanBoxCategories {\n    adminCategories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PlanBoxCategories {\n    adminCategories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlanBoxSet($planId: ID!, $lines: [PlanBoxLineInput!]!) {\n    setSubscriptionPlanBox(planId: $planId, lines: $lines) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PlanBoxSet($planId: ID!, $lines: [PlanBoxLineInput!]!) {\n    setSubscriptionPlanBox(planId: $planId, lines: $lines) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlansPageList {\n    adminSubscriptionPlans {\n      id\n      planType\n      planName\n      planDescription\n      price\n      validityDays\n      features\n      isActive\n      subscriberCount\n      box {\n        position\n        kind\n        quantity\n        unit\n        note\n        label\n        product {\n          id\n          name\n          unit\n          weight\n          isActive\n        }\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlansPageList {\n    adminSubscriptionPlans {\n      id\n      planType\n      planName\n      planDescription\n      price\n      validityDays\n      features\n      isActive\n      subscriberCount\n      box {\n        position\n        kind\n        quantity\n        unit\n        note\n        label\n        product {\n          id\n          name\n          unit\n          weight\n          isActive\n        }\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlansPageCreate($input: SubscriptionPlanInput!) {\n    createSubscriptionPlan(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PlansPageCreate($input: SubscriptionPlanInput!) {\n    createSubscriptionPlan(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlansPageUpdate($id: ID!, $input: SubscriptionPlanInput!) {\n    updateSubscriptionPlan(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PlansPageUpdate($id: ID!, $input: SubscriptionPlanInput!) {\n    updateSubscriptionPlan(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlansPageDelete($id: ID!) {\n    deleteSubscriptionPlan(id: $id) {\n      deleted\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation PlansPageDelete($id: ID!) {\n    deleteSubscriptionPlan(id: $id) {\n      deleted\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolveProblemReport($input: ResolveProblemReportInput!) {\n    resolveProblemReport(input: $input) {\n      id\n      status\n      refundAmount\n      replacementOrderNumber\n    }\n  }\n"): (typeof documents)["\n  mutation ResolveProblemReport($input: ResolveProblemReportInput!) {\n    resolveProblemReport(input: $input) {\n      id\n      status\n      refundAmount\n      replacementOrderNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProblemReportReplacementSlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        available\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProblemReportReplacementSlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        available\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProblemReports($status: ProblemReportStatus) {\n    adminProblemReports(status: $status, limit: 200) {\n      id\n      orderId\n      orderNumber\n      reason\n      note\n      photoUrl\n      status\n      createdAt\n      resolvedAt\n      resolutionNote\n      linesValue\n      refundAmount\n      replacementOrderId\n      replacementOrderNumber\n      customerName\n      customerEmail\n      customerPhone\n      paymentMethod\n      orderTotal\n      shippingPostcode\n      lines {\n        itemId\n        productName\n        quantity\n        unitPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProblemReports($status: ProblemReportStatus) {\n    adminProblemReports(status: $status, limit: 200) {\n      id\n      orderId\n      orderNumber\n      reason\n      note\n      photoUrl\n      status\n      createdAt\n      resolvedAt\n      resolutionNote\n      linesValue\n      refundAmount\n      replacementOrderId\n      replacementOrderNumber\n      customerName\n      customerEmail\n      customerPhone\n      paymentMethod\n      orderTotal\n      shippingPostcode\n      lines {\n        itemId\n        productName\n        quantity\n        unitPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProductsList($search: String) {\n    adminProducts(search: $search, limit: 200) {\n      id\n      name\n      categoryId\n      categoryName\n      price\n      discountPrice\n      stockQuantity\n      weight\n      unit\n      maxOrderLimit\n      image\n      imageGallery\n      tags\n      customAttributes\n      countryOfOrigin\n      storageInstruction\n      suppliedId\n      hsnCode\n      gstRate\n      description\n      availableFrom\n      availableUntil\n      isActive\n      isFeatured\n    }\n    adminCategories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminProductsList($search: String) {\n    adminProducts(search: $search, limit: 200) {\n      id\n      name\n      categoryId\n      categoryName\n      price\n      discountPrice\n      stockQuantity\n      weight\n      unit\n      maxOrderLimit\n      image\n      imageGallery\n      tags\n      customAttributes\n      countryOfOrigin\n      storageInstruction\n      suppliedId\n      hsnCode\n      gstRate\n      description\n      availableFrom\n      availableUntil\n      isActive\n      isFeatured\n    }\n    adminCategories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      deleted\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShopProfile {\n    shopProfile {\n      tradeName\n      legalName\n      phone\n      email\n      supportHours\n      address\n      state\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n      deliveryFee\n      handlingFee\n      freeDeliveryThreshold\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AdminShopProfile {\n    shopProfile {\n      tradeName\n      legalName\n      phone\n      email\n      supportHours\n      address\n      state\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n      deliveryFee\n      handlingFee\n      freeDeliveryThreshold\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateShopProfile($input: ShopProfileInput!) {\n    updateShopProfile(input: $input) {\n      tradeName\n      legalName\n      phone\n      email\n      supportHours\n      address\n      state\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n      deliveryFee\n      handlingFee\n      freeDeliveryThreshold\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateShopProfile($input: ShopProfileInput!) {\n    updateShopProfile(input: $input) {\n      tradeName\n      legalName\n      phone\n      email\n      supportHours\n      address\n      state\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n      deliveryFee\n      handlingFee\n      freeDeliveryThreshold\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionBillingRecords($subscriptionId: ID!) {\n    adminBillingRecords(subscriptionId: $subscriptionId) {\n      id\n      amount\n      status\n      periodStart\n      periodEnd\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionBillingRecords($subscriptionId: ID!) {\n    adminBillingRecords(subscriptionId: $subscriptionId) {\n      id\n      amount\n      status\n      periodStart\n      periodEnd\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionUsersPageList {\n    subscriptionUsers {\n      id\n      userId\n      userName\n      userEmail\n      planId\n      planName\n      planType\n      price\n      status\n      startDate\n      endDate\n      autoRenew\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skippedDates\n      nextDeliveryDate\n      delivery {\n        address {\n          firstName\n          lastName\n          phone\n          address\n          city\n          state\n          postcode\n        }\n        window {\n          start\n          end\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionUsersPageList {\n    subscriptionUsers {\n      id\n      userId\n      userName\n      userEmail\n      planId\n      planName\n      planType\n      price\n      status\n      startDate\n      endDate\n      autoRenew\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skippedDates\n      nextDeliveryDate\n      delivery {\n        address {\n          firstName\n          lastName\n          phone\n          address\n          city\n          state\n          postcode\n        }\n        window {\n          start\n          end\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionUsersPageSetStatus($id: ID!, $status: String!, $autoRenew: Boolean!) {\n    setSubscriptionStatus(id: $id, status: $status, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionUsersPageSetStatus($id: ID!, $status: String!, $autoRenew: Boolean!) {\n    setSubscriptionStatus(id: $id, status: $status, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UndeliveredPageList {\n    undeliveredMessages(limit: 200) {\n      id\n      channel\n      recipient\n      subject\n      attempts\n      reason\n      createdAt\n      failedAt\n    }\n  }\n"): (typeof documents)["\n  query UndeliveredPageList {\n    undeliveredMessages(limit: 200) {\n      id\n      channel\n      recipient\n      subject\n      attempts\n      reason\n      createdAt\n      failedAt\n    }\n  }\n"];
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
export function graphql(source: "\n  query CategoriesPage {\n    categories(nonEmpty: true) {\n      id\n      name\n      slug\n      description\n    }\n  }\n"): (typeof documents)["\n  query CategoriesPage {\n    categories(nonEmpty: true) {\n      id\n      name\n      slug\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqPage {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n    shopProfile {\n      tradeName\n      phone\n      email\n      supportHours\n      reportWindowHours\n    }\n  }\n"): (typeof documents)["\n  query FaqPage {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n    shopProfile {\n      tradeName\n      phone\n      email\n      supportHours\n      reportWindowHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!, $related: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      imageGallery\n      unitPrice\n      unit\n      priceUnit\n      stockQuantity\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      ...ProductGallery_product\n      ...ProductPurchase_product\n      ...ProductDetails_product\n      ...ProductReviews_product\n      relatedProducts(first: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!, $related: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      image\n      imageGallery\n      unitPrice\n      unit\n      priceUnit\n      stockQuantity\n      averageRating\n      reviewCount\n      category {\n        id\n        name\n      }\n      ...ProductGallery_product\n      ...ProductPurchase_product\n      ...ProductDetails_product\n      ...ProductReviews_product\n      relatedProducts(first: $related) {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        category {\n          id\n          slug\n          name\n        }\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts($category: String, $search: String, $sort: ProductSort!, $first: Int!, $offset: Int!) {\n    products(category: $category, search: $search, sort: $sort, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      items {\n        id\n        category {\n          id\n          slug\n          name\n        }\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopCategories {\n    categories(nonEmpty: true) {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query ShopCategories {\n    categories(nonEmpty: true) {\n      id\n      slug\n      name\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NextDeliveryAddresses {\n    addresses {\n      id\n      pinCode\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query NextDeliveryAddresses {\n    addresses {\n      id\n      pinCode\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NextDeliverySlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query NextDeliverySlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PincodePlace($code: String!) {\n    pincodes(code: $code) {\n      code\n      city {\n        name\n        state {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PincodePlace($code: String!) {\n    pincodes(code: $code) {\n      code\n      city {\n        name\n        state {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanBoxList_plan on SubscriptionPlan {\n    box {\n      position\n      kind\n      quantity\n      unit\n      note\n      product {\n        id\n        name\n        weight\n        isActive\n      }\n      category {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlanBoxList_plan on SubscriptionPlan {\n    box {\n      position\n      kind\n      quantity\n      unit\n      note\n      product {\n        id\n        name\n        weight\n        isActive\n      }\n      category {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    priceUnit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    image\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    unit\n    priceUnit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountProfile {\n    me {\n      id\n      name\n      middleName\n      lastName\n      email\n      phone\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AccountProfile {\n    me {\n      id\n      name\n      middleName\n      lastName\n      email\n      phone\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      email\n      phone\n      pendingPhone\n      pendingEmail\n      ...SessionUser_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      email\n      phone\n      pendingPhone\n      pendingEmail\n      ...SessionUser_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPhoneChange($otpCode: String!) {\n    verifyPhoneChange(otpCode: $otpCode) {\n      id\n      email\n      phone\n      pendingPhone\n      pendingEmail\n      ...SessionUser_user\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyPhoneChange($otpCode: String!) {\n    verifyPhoneChange(otpCode: $otpCode) {\n      id\n      email\n      phone\n      pendingPhone\n      pendingEmail\n      ...SessionUser_user\n    }\n  }\n"];
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
export function graphql(source: "\n  query AddressDeliveryCheck($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n    }\n  }\n"): (typeof documents)["\n  query AddressDeliveryCheck($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n    }\n  }\n"];
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
export function graphql(source: "\n  query SignInOptions {\n    shopSettings {\n      phoneCodes\n    }\n  }\n"): (typeof documents)["\n  query SignInOptions {\n    shopSettings {\n      phoneCodes\n    }\n  }\n"];
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
export function graphql(source: "\n  query StockAlertIds {\n    stockAlertProductIds\n  }\n"): (typeof documents)["\n  query StockAlertIds {\n    stockAlertProductIds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NotifyWhenInStock($productId: ID!) {\n    notifyWhenInStock(productId: $productId) {\n      productId\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation NotifyWhenInStock($productId: ID!) {\n    notifyWhenInStock(productId: $productId) {\n      productId\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserMenuRecentOrders($limit: Int!) {\n    myOrders(limit: $limit, offset: 0) {\n      id\n      orderNumber\n      status\n      itemCount\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query UserMenuRecentOrders($limit: Int!) {\n    myOrders(limit: $limit, offset: 0) {\n      id\n      orderNumber\n      status\n      itemCount\n      createdAt\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment BlogComments_blog on Blog {\n    id\n    commentCount\n    comments {\n      id\n      userId\n      authorName\n      comment\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment BlogComments_blog on Blog {\n    id\n    commentCount\n    comments {\n      id\n      userId\n      authorName\n      comment\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PostBlogComment($blogId: ID!, $comment: String!) {\n    postComment(blogId: $blogId, comment: $comment) {\n      id\n      userId\n      authorName\n      comment\n      createdAt\n      pending\n    }\n  }\n"): (typeof documents)["\n  mutation PostBlogComment($blogId: ID!, $comment: String!) {\n    postComment(blogId: $blogId, comment: $comment) {\n      id\n      userId\n      authorName\n      comment\n      createdAt\n      pending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartContents_cart on Cart {\n    itemCount\n    lines {\n      productId\n      name\n      image\n      unit\n      price\n      discountPrice\n      unitPrice\n      quantity\n      maxQuantity\n      lineTotal\n      savings\n      available\n      problem\n    }\n    totals {\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponDiscount\n      total\n      amountForFreeDelivery\n    }\n  }\n"): (typeof documents)["\n  fragment CartContents_cart on Cart {\n    itemCount\n    lines {\n      productId\n      name\n      image\n      unit\n      price\n      discountPrice\n      unitPrice\n      quantity\n      maxQuantity\n      lineTotal\n      savings\n      available\n      problem\n    }\n    totals {\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponDiscount\n      total\n      amountForFreeDelivery\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartContents {\n    cart {\n      ...CartContents_cart\n    }\n  }\n"): (typeof documents)["\n  query CartContents {\n    cart {\n      ...CartContents_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartShopSettings {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n  }\n"): (typeof documents)["\n  query CartShopSettings {\n    shopSettings {\n      deliveryFee\n      freeDeliveryThreshold\n      handlingFee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartAddItem($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartContents_cart\n    }\n  }\n"): (typeof documents)["\n  mutation CartAddItem($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartContents_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartUpdateItem($productId: ID!, $quantity: Int!) {\n    updateCartItem(productId: $productId, quantity: $quantity) {\n      ...CartContents_cart\n    }\n  }\n"): (typeof documents)["\n  mutation CartUpdateItem($productId: ID!, $quantity: Int!) {\n    updateCartItem(productId: $productId, quantity: $quantity) {\n      ...CartContents_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CartRemoveItem($productId: ID!) {\n    removeCartItem(productId: $productId) {\n      ...CartContents_cart\n    }\n  }\n"): (typeof documents)["\n  mutation CartRemoveItem($productId: ID!) {\n    removeCartItem(productId: $productId) {\n      ...CartContents_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestCartContents($lines: [GuestCartLineInput!]!) {\n    guestCart(lines: $lines) {\n      ...CartContents_cart\n    }\n  }\n"): (typeof documents)["\n  query GuestCartContents($lines: [GuestCartLineInput!]!) {\n    guestCart(lines: $lines) {\n      ...CartContents_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeGuestCart($lines: [GuestCartLineInput!]!) {\n    mergeGuestCart(lines: $lines) {\n      cart {\n        ...CartContents_cart\n      }\n      notes {\n        productId\n        kind\n        quantity\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MergeGuestCart($lines: [GuestCartLineInput!]!) {\n    mergeGuestCart(lines: $lines) {\n      cart {\n        ...CartContents_cart\n      }\n      notes {\n        productId\n        kind\n        quantity\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SectionProducts($category: String!, $first: Int!) {\n    products(category: $category, first: $first) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query SectionProducts($category: String!, $first: Int!) {\n    products(category: $category, first: $first) {\n      items {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCart($couponCode: String) {\n    cart(couponCode: $couponCode) {\n      itemCount\n      lines {\n        productId\n        name\n        image\n        quantity\n        unit\n        price\n        unitPrice\n        lineTotal\n        savings\n        available\n        problem\n      }\n      totals {\n        subtotal\n        savings\n        deliveryFee\n        handlingFee\n        couponDiscount\n        total\n      }\n      coupon {\n        isValid\n        message\n        discount\n        coupon {\n          id\n          code\n          discountType\n          discountValue\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutCart($couponCode: String) {\n    cart(couponCode: $couponCode) {\n      itemCount\n      lines {\n        productId\n        name\n        image\n        quantity\n        unit\n        price\n        unitPrice\n        lineTotal\n        savings\n        available\n        problem\n      }\n      totals {\n        subtotal\n        savings\n        deliveryFee\n        handlingFee\n        couponDiscount\n        total\n      }\n      coupon {\n        isValid\n        message\n        discount\n        coupon {\n          id\n          code\n          discountType\n          discountValue\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutProfile {\n    me {\n      id\n      name\n      lastName\n      email\n      phone\n      addresses {\n        id\n        isDefault\n        fullName\n        phone\n        addressLine1\n        addressLine2\n        landmark\n        city\n        state\n        country\n        pinCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutProfile {\n    me {\n      id\n      name\n      lastName\n      email\n      phone\n      addresses {\n        id\n        isDefault\n        fullName\n        phone\n        addressLine1\n        addressLine2\n        landmark\n        city\n        state\n        country\n        pinCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutCoupons {\n    coupons {\n      id\n      code\n      description\n      minOrderValue\n    }\n  }\n"): (typeof documents)["\n  query CheckoutCoupons {\n    coupons {\n      id\n      code\n      description\n      minOrderValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPlan($id: ID!) {\n    subscriptionPlan(id: $id) {\n      id\n      planName\n      planType\n      planDescription\n      price\n      priceSuffix\n      deliveryFrequency\n      validityDays\n      ...PlanBoxList_plan\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPlan($id: ID!) {\n    subscriptionPlan(id: $id) {\n      id\n      planName\n      planType\n      planDescription\n      price\n      priceSuffix\n      deliveryFrequency\n      validityDays\n      ...PlanBoxList_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      success\n      message\n      orderId\n      warnings\n      order {\n        id\n        orderNumber\n        total\n        paymentMethod\n        shipping {\n          email\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n      }\n      payment {\n        paymentId\n        provider\n        providerOrderId\n        keyId\n        amount\n        amountPaise\n        currency\n        testMode\n        orderId\n        planId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      success\n      message\n      orderId\n      warnings\n      order {\n        id\n        orderNumber\n        total\n        paymentMethod\n        shipping {\n          email\n        }\n        deliverySlot {\n          id\n          date\n          start\n          end\n        }\n      }\n      payment {\n        paymentId\n        provider\n        providerOrderId\n        keyId\n        amount\n        amountPaise\n        currency\n        testMode\n        orderId\n        planId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutDeliverySlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        available\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutDeliverySlots($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        date\n        start\n        end\n        available\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      id\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSections {\n    homeSections {\n      categoryId\n      slug\n      title\n      tab\n    }\n  }\n"): (typeof documents)["\n  query HomeSections {\n    homeSections {\n      categoryId\n      slug\n      title\n      tab\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderInvoices($orderId: ID!) {\n    orderInvoices(orderId: $orderId) {\n      id\n      kind\n      number\n      issuedAt\n      invoiceNumber\n      total\n      downloadPath\n    }\n  }\n"): (typeof documents)["\n  query OrderInvoices($orderId: ID!) {\n    orderInvoices(orderId: $orderId) {\n      id\n      kind\n      number\n      issuedAt\n      invoiceNumber\n      total\n      downloadPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummary_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    itemCount\n    total\n    canPay\n    payBy\n    subscription {\n      subscriptionId\n      planName\n      scheduledDate\n      shortfall {\n        label\n        wanted\n        filled\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderSummary_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    itemCount\n    total\n    canPay\n    payBy\n    subscription {\n      subscriptionId\n      planName\n      scheduledDate\n      shortfall {\n        label\n        wanted\n        filled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      ...OrderSummary_order\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($limit: Int!, $offset: Int!) {\n    myOrders(limit: $limit, offset: $offset) {\n      ...OrderSummary_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetails($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary_order\n      canCancel\n      paymentMethod\n      paymentStatus\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponCode\n      couponDiscount\n      items {\n        id\n        productId\n        productName\n        productImage\n        quantity\n        unit\n        listPrice\n        priceAtPurchase\n        subTotal\n      }\n      shipping {\n        firstName\n        lastName\n        email\n        phone\n        address\n        city\n        state\n        postcode\n        country\n      }\n      deliverySlot {\n        id\n        date\n        start\n        end\n      }\n      customerNote\n      cancelReason\n    }\n  }\n"): (typeof documents)["\n  query OrderDetails($id: ID!) {\n    order(id: $id) {\n      ...OrderSummary_order\n      canCancel\n      paymentMethod\n      paymentStatus\n      subtotal\n      savings\n      deliveryFee\n      handlingFee\n      couponCode\n      couponDiscount\n      items {\n        id\n        productId\n        productName\n        productImage\n        quantity\n        unit\n        listPrice\n        priceAtPurchase\n        subTotal\n      }\n      shipping {\n        firstName\n        lastName\n        email\n        phone\n        address\n        city\n        state\n        postcode\n        country\n      }\n      deliverySlot {\n        id\n        date\n        start\n        end\n      }\n      customerNote\n      cancelReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      canCancel\n      canPay\n      payBy\n      paymentStatus\n      cancelReason\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n      canCancel\n      canPay\n      payBy\n      paymentStatus\n      cancelReason\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderReview($productId: ID!, $rating: Int!, $comment: String) {\n    addReview(productId: $productId, rating: $rating, comment: $comment) {\n      id\n      productId\n      rating\n    }\n  }\n"): (typeof documents)["\n  mutation AddOrderReview($productId: ID!, $rating: Int!, $comment: String) {\n    addReview(productId: $productId, rating: $rating, comment: $comment) {\n      id\n      productId\n      rating\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderRefunds($orderId: ID!) {\n    orderRefunds(orderId: $orderId) {\n      id\n      amount\n      status\n      method\n      reference\n      createdAt\n      processedAt\n    }\n  }\n"): (typeof documents)["\n  query OrderRefunds($orderId: ID!) {\n    orderRefunds(orderId: $orderId) {\n      id\n      amount\n      status\n      method\n      reference\n      createdAt\n      processedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentCreate($orderId: ID, $planId: ID) {\n    createPayment(orderId: $orderId, planId: $planId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentCreate($orderId: ID, $planId: ID) {\n    createPayment(orderId: $orderId, planId: $planId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentSubscribe($planId: ID!, $addressId: ID, $slotId: ID) {\n    subscribe(planId: $planId, addressId: $addressId, slotId: $slotId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentSubscribe($planId: ID!, $addressId: ID, $slotId: ID) {\n    subscribe(planId: $planId, addressId: $addressId, slotId: $slotId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentSimulate($razorpayOrderId: String!, $outcome: SimulatedOutcome!) {\n    simulatePayment(razorpayOrderId: $razorpayOrderId, outcome: $outcome) {\n      razorpayPaymentId\n      razorpaySignature\n      errorDescription\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentSimulate($razorpayOrderId: String!, $outcome: SimulatedOutcome!) {\n    simulatePayment(razorpayOrderId: $razorpayOrderId, outcome: $outcome) {\n      razorpayPaymentId\n      razorpaySignature\n      errorDescription\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentVerify($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      success\n      message\n      warnings\n      order {\n        id\n        orderNumber\n        total\n        shipping {\n          email\n        }\n      }\n      subscription {\n        id\n        planName\n        planType\n        price\n        startDate\n        endDate\n        nextDeliveryDate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentVerify($input: VerifyPaymentInput!) {\n    verifyPayment(input: $input) {\n      success\n      message\n      warnings\n      order {\n        id\n        orderNumber\n        total\n        shipping {\n          email\n        }\n      }\n      subscription {\n        id\n        planName\n        planType\n        price\n        startDate\n        endDate\n        nextDeliveryDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentReportFailure($razorpayOrderId: String!, $reason: String!) {\n    reportPaymentFailure(razorpayOrderId: $razorpayOrderId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation PaymentReportFailure($razorpayOrderId: String!, $reason: String!) {\n    reportPaymentFailure(razorpayOrderId: $razorpayOrderId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanCard_plan on SubscriptionPlan {\n    id\n    planName\n    planType\n    planDescription\n    price\n    priceSuffix\n    deliveryFrequency\n    savingsText\n    isPopular\n    features\n    ...PlanBoxList_plan\n  }\n"): (typeof documents)["\n  fragment PlanCard_plan on SubscriptionPlan {\n    id\n    planName\n    planType\n    planDescription\n    price\n    priceSuffix\n    deliveryFrequency\n    savingsText\n    isPopular\n    features\n    ...PlanBoxList_plan\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderProblemReports($orderId: ID!) {\n    orderProblemReports(orderId: $orderId) {\n      orderId\n      orderNumber\n      canReport\n      blockedReason\n      blockedMessage\n      reportBy\n      windowHours\n      lines {\n        itemId\n        productName\n        unit\n        ordered\n        reportable\n      }\n      reports {\n        id\n        reason\n        note\n        photoUrl\n        status\n        createdAt\n        resolvedAt\n        resolutionNote\n        refundAmount\n        replacementOrderId\n        replacementOrderNumber\n        lines {\n          itemId\n          productName\n          quantity\n        }\n      }\n      replacementOf {\n        orderId\n        orderNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderProblemReports($orderId: ID!) {\n    orderProblemReports(orderId: $orderId) {\n      orderId\n      orderNumber\n      canReport\n      blockedReason\n      blockedMessage\n      reportBy\n      windowHours\n      lines {\n        itemId\n        productName\n        unit\n        ordered\n        reportable\n      }\n      reports {\n        id\n        reason\n        note\n        photoUrl\n        status\n        createdAt\n        resolvedAt\n        resolutionNote\n        refundAmount\n        replacementOrderId\n        replacementOrderNumber\n        lines {\n          itemId\n          productName\n          quantity\n        }\n      }\n      replacementOf {\n        orderId\n        orderNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportProblem($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ReportProblem($input: ReportProblemInput!) {\n    reportProblem(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetails_product on Product {\n    id\n    description\n    tags\n    attributes {\n      key\n      value\n    }\n    countryOfOrigin\n    storageInstruction\n    detailUnit\n    weight\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProductDetails_product on Product {\n    id\n    description\n    tags\n    attributes {\n      key\n      value\n    }\n    countryOfOrigin\n    storageInstruction\n    detailUnit\n    weight\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductGallery_product on Product {\n    id\n    name\n    image\n    imageGallery\n    hasDiscount\n    discountPercentage\n    stockQuantity\n  }\n"): (typeof documents)["\n  fragment ProductGallery_product on Product {\n    id\n    name\n    image\n    imageGallery\n    hasDiscount\n    discountPercentage\n    stockQuantity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    priceUnit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n    category {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProductPurchase_product on Product {\n    id\n    name\n    price\n    discountPrice\n    unitPrice\n    hasDiscount\n    discountPercentage\n    priceUnit\n    stockQuantity\n    maxOrderLimit\n    averageRating\n    reviewCount\n    category {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductReviews_product on Product {\n    id\n    averageRating\n    reviewCount\n    reviews(first: 10) {\n      id\n      rating\n      comment\n      reviewerName\n      createdAt\n      images\n    }\n  }\n"): (typeof documents)["\n  fragment ProductReviews_product on Product {\n    id\n    averageRating\n    reviewCount\n    reviews(first: 10) {\n      id\n      rating\n      comment\n      reviewerName\n      createdAt\n      images\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewSubscription($subscriptionId: ID!) {\n    renewSubscription(subscriptionId: $subscriptionId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n"): (typeof documents)["\n  mutation RenewSubscription($subscriptionId: ID!) {\n    renewSubscription(subscriptionId: $subscriptionId) {\n      paymentId\n      provider\n      providerOrderId\n      keyId\n      amount\n      amountPaise\n      currency\n      testMode\n      orderId\n      planId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionDelivery_subscription on Subscription {\n    id\n    planName\n    packingDate\n    delivery {\n      addressId\n      address {\n        firstName\n        lastName\n        phone\n        address\n        city\n        state\n        postcode\n      }\n      window {\n        slotId\n        start\n        end\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SubscriptionDelivery_subscription on Subscription {\n    id\n    planName\n    packingDate\n    delivery {\n      addressId\n      address {\n        firstName\n        lastName\n        phone\n        address\n        city\n        state\n        postcode\n      }\n      window {\n        slotId\n        start\n        end\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionDeliveryAddresses {\n    addresses {\n      id\n      isDefault\n      fullName\n      phone\n      addressLine1\n      addressLine2\n      landmark\n      city\n      state\n      pinCode\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionDeliveryAddresses {\n    addresses {\n      id\n      isDefault\n      fullName\n      phone\n      addressLine1\n      addressLine2\n      landmark\n      city\n      state\n      pinCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionDeliveryWindows($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        start\n        end\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionDeliveryWindows($pincode: String!) {\n    deliverySlots(pincode: $pincode) {\n      pincode\n      serviceable\n      slots {\n        id\n        start\n        end\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSubscriptionDelivery($id: ID!, $addressId: ID, $slotId: ID) {\n    setSubscriptionDelivery(id: $id, addressId: $addressId, slotId: $slotId) {\n      id\n      ...SubscriptionDelivery_subscription\n      deliveryOrders {\n        orderId\n        date\n        deliveryDate\n        start\n        end\n        status\n        packing\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetSubscriptionDelivery($id: ID!, $addressId: ID, $slotId: ID) {\n    setSubscriptionDelivery(id: $id, addressId: $addressId, slotId: $slotId) {\n      id\n      ...SubscriptionDelivery_subscription\n      deliveryOrders {\n        orderId\n        date\n        deliveryDate\n        start\n        end\n        status\n        packing\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscriptions {\n    mySubscriptions {\n      id\n      ...SubscriptionDelivery_subscription\n      planId\n      planName\n      planType\n      price\n      startDate\n      endDate\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skippedDates\n      skipsLeft\n    }\n    myBillingRecords {\n      id\n      subscriptionId\n      amount\n      status\n      periodStart\n      periodEnd\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MySubscriptions {\n    mySubscriptions {\n      id\n      ...SubscriptionDelivery_subscription\n      planId\n      planName\n      planType\n      price\n      startDate\n      endDate\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skippedDates\n      skipsLeft\n    }\n    myBillingRecords {\n      id\n      subscriptionId\n      amount\n      status\n      periodStart\n      periodEnd\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      id\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSubscription($id: ID!) {\n    cancelSubscription(id: $id) {\n      id\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateSubscription($id: ID!, $autoRenew: Boolean!) {\n    reactivateSubscription(id: $id, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateSubscription($id: ID!, $autoRenew: Boolean!) {\n    reactivateSubscription(id: $id, autoRenew: $autoRenew) {\n      id\n      status\n      autoRenew\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseSubscription($id: ID!, $until: String) {\n    pauseSubscription(id: $id, until: $until) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n"): (typeof documents)["\n  mutation PauseSubscription($id: ID!, $until: String) {\n    pauseSubscription(id: $id, until: $until) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeSubscription($id: ID!) {\n    resumeSubscription(id: $id) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeSubscription($id: ID!) {\n    resumeSubscription(id: $id) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      paused\n      pausedUntil\n      pauseOpenEnded\n      skipsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipNextDelivery($id: ID!) {\n    skipNextDelivery(id: $id) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      skippedDates\n      skipsLeft\n    }\n  }\n"): (typeof documents)["\n  mutation SkipNextDelivery($id: ID!) {\n    skipNextDelivery(id: $id) {\n      id\n      endDate\n      nextDeliveryDate\n      upcomingDeliveries\n      skippedDates\n      skipsLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorefrontShopProfile {\n    shopProfile {\n      tradeName\n      legalName\n      phone\n      email\n      address\n      state\n      supportHours\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n    }\n  }\n"): (typeof documents)["\n  query StorefrontShopProfile {\n    shopProfile {\n      tradeName\n      legalName\n      phone\n      email\n      address\n      state\n      supportHours\n      gstin\n      fssaiLicence\n      grievanceOfficerName\n      grievanceOfficerEmail\n      grievanceOfficerPhone\n      reportWindowHours\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;