import { graphql } from '../../gql';

/** Stores a contact-form message (decisions: Contact messages); the reply says what to tell the sender. */
export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      id
      success
      message
    }
  }
`);
