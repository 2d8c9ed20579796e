import { graphql } from '../../gql';

// The session check's operation (start-up code): kept apart from the account page's
// operations so those stay in the page's chunk.
export const SessionUserFields = graphql(`
  fragment SessionUser_user on User {
    id
    name
    middleName
    lastName
    email
    phone
    # The header's location shows the primary address's city.
    addresses {
      id
      city
      isDefault
    }
  }
`);

export const SessionMeQuery = graphql(`
  query SessionMe {
    me {
      id
      ...SessionUser_user
    }
  }
`);
