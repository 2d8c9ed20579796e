import { graphql } from '../../gql';

export const RequestOtpMutation = graphql(`
  mutation RequestOtp($input: RequestOtpInput!) {
    requestOtp(input: $input) {
      success
      message
      resendAfterSeconds
    }
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      expiresAt
      user {
        id
        ...SessionUser_user
      }
    }
  }
`);

export const VerifyOtpMutation = graphql(`
  mutation VerifyOtp($input: VerifyOtpInput!) {
    verifyOtp(input: $input) {
      token
      expiresAt
      user {
        id
        ...SessionUser_user
      }
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
      message
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

// Whether codes can go to a phone (issue 40): off in a production shop without an SMS provider.
export const SignInOptionsQuery = graphql(`
  query SignInOptions {
    shopSettings {
      phoneCodes
    }
  }
`);
