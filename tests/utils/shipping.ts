/** A valid delivery address for orders placed in the api and cluster tests. */
export const SHIPPING = {
  firstName: 'Asha',
  lastName: 'Kumar',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  postcode: '411001',
};
