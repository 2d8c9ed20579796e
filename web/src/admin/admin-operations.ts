import { graphql } from '../gql';

export const ADMIN_ME = graphql(`
  query AdminMe {
    adminMe {
      loggedIn
      admin {
        id
        name
        email
      }
    }
  }
`);

export const ADMIN_LOGIN = graphql(`
  mutation AdminLogin($input: AdminLoginInput!) {
    adminLogin(input: $input) {
      loggedIn
      admin {
        id
        name
        email
      }
    }
  }
`);

export const ADMIN_SIGNUP = graphql(`
  mutation AdminSignup($input: AdminSignupInput!) {
    adminSignup(input: $input) {
      success
      message
      admin {
        id
        status
      }
    }
  }
`);

export const ADMIN_LOGOUT = graphql(`
  mutation AdminLogout {
    adminLogout
  }
`);

export const ADMIN_FORGOT_PASSWORD = graphql(`
  mutation AdminForgotPassword($input: AdminForgotPasswordInput!) {
    adminForgotPassword(input: $input) {
      success
      message
      resendAfterSeconds
    }
  }
`);

export const ADMIN_RESET_PASSWORD = graphql(`
  mutation AdminResetPassword($input: AdminResetPasswordInput!) {
    adminResetPassword(input: $input) {
      success
      message
    }
  }
`);
