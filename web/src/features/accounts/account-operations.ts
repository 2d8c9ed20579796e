import { graphql } from '../../gql';

// The account page's operations (its own chunk).
export const AccountProfileQuery = graphql(`
  query AccountProfile {
    me {
      id
      name
      middleName
      lastName
      email
      phone
      createdAt
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      email
      phone
      pendingPhone
      pendingEmail
      ...SessionUser_user
    }
  }
`);

/** The code sent to a new phone number: only then does the profile keep it. */
export const VerifyPhoneChangeMutation = graphql(`
  mutation VerifyPhoneChange($otpCode: String!) {
    verifyPhoneChange(otpCode: $otpCode) {
      id
      email
      phone
      pendingPhone
      pendingEmail
      ...SessionUser_user
    }
  }
`);

export const AddressFields = graphql(`
  fragment AccountAddress_address on Address {
    id
    position
    type
    fullName
    phone
    addressLine1
    addressLine2
    landmark
    city
    state
    country
    pinCode
    isDefault
  }
`);

export const AccountAddressesQuery = graphql(`
  query AccountAddresses {
    addresses {
      id
      ...AccountAddress_address
    }
  }
`);

export const SaveAddressMutation = graphql(`
  mutation SaveAddress($id: ID, $input: AddressInput!) {
    saveAddress(id: $id, input: $input) {
      id
      ...AccountAddress_address
    }
  }
`);

export const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      id
      ...AccountAddress_address
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      id
      ...AccountAddress_address
    }
  }
`);

export const SaveLocationMutation = graphql(`
  mutation SaveLocation($input: LocationInput!) {
    saveLocation(input: $input) {
      id
      ...AccountAddress_address
    }
  }
`);

export const ReverseGeocodeQuery = graphql(`
  query ReverseGeocode($lat: Float!, $lon: Float!) {
    reverseGeocode(lat: $lat, lon: $lon) {
      lat
      lon
      city
      state
      country
      postalCode
      fullAddress
      source
    }
  }
`);

/** Whether the shop delivers to an address's pincode (the address form says so as it is typed). */
export const AddressDeliveryCheckQuery = graphql(`
  query AddressDeliveryCheck($pincode: String!) {
    deliverySlots(pincode: $pincode) {
      pincode
      serviceable
    }
  }
`);
