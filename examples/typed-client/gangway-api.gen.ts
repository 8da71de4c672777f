// The types of the Gangway API, generated from its OpenAPI document (/api/v2/openapi.json) by
// openapi-typescript. Do not edit: `npm run openapi:client` writes this file again.


/** OneOf type helpers */
type Without<T, U> = { [P in Exclude<keyof T, keyof U>]?: never };
type XOR<T, U> = (T | U) extends object ? (Without<T, U> & U) | (Without<U, T> & T) : T | U;
type OneOf<T extends any[]> = T extends [infer Only] ? Only : T extends [infer A, infer B, ...infer Rest] ? OneOf<[XOR<A, B>, ...Rest]> : never;

export interface paths {
  "/customer/sessions.json": {
    get: operations["getCustomerSessions"];
    post: operations["postCustomerSessions"];
    delete: operations["deleteCustomerSessions"];
  };
  "/customer/sessions/keep_alive.json": {
    post: operations["postCustomerSessionsKeepAlive"];
  };
  "/customer/sessions/passkey_options.json": {
    post: operations["postCustomerSessionsPasskeyOptions"];
  };
  "/customer/sessions/passkey.json": {
    post: operations["postCustomerSessionsPasskey"];
  };
  "/customer/sessions/{id}.json": {
    delete: operations["deleteCustomerSessionsId"];
  };
  "/customer/other_sessions.json": {
    delete: operations["deleteCustomerOtherSessions"];
  };
  "/customer/registrations.json": {
    post: operations["postCustomerRegistrations"];
  };
  "/customer/password.json": {
    put: operations["putCustomerPassword"];
    post: operations["postCustomerPassword"];
  };
  "/customer/me.json": {
    get: operations["getCustomerMe"];
    put: operations["putCustomerMe"];
  };
  "/customer/me/change_default_password.json": {
    post: operations["postCustomerMeChangeDefaultPassword"];
  };
  "/customer/emergency_contact.json": {
    put: operations["putCustomerEmergencyContact"];
  };
  "/customer/me/change_password.json": {
    post: operations["postCustomerMeChangePassword"];
  };
  "/customer/account/export.json": {
    get: operations["getCustomerAccountExport"];
  };
  "/customer/account/deletion.json": {
    post: operations["postCustomerAccountDeletion"];
  };
  "/customer/account/deletion_request.json": {
    get: operations["getCustomerAccountDeletionRequest"];
  };
  "/customer/avatar.json": {
    post: operations["postCustomerAvatar"];
  };
  "/customer/auth/facebook.json": {
    get: operations["getCustomerAuthFacebook"];
  };
  "/customer/auth/facebook/callback.json": {
    get: operations["getCustomerAuthFacebookCallback"];
  };
  "/customer/auth/facebook/stand_in.json": {
    get: operations["getCustomerAuthFacebookStandIn"];
  };
  "/customer/auth/facebook/disconnect.json": {
    post: operations["postCustomerAuthFacebookDisconnect"];
  };
  "/customer/passkeys.json": {
    get: operations["getCustomerPasskeys"];
    post: operations["postCustomerPasskeys"];
  };
  "/customer/passkeys/registration_options.json": {
    post: operations["postCustomerPasskeysRegistrationOptions"];
  };
  "/customer/passkeys/{id}.json": {
    delete: operations["deleteCustomerPasskeysId"];
    patch: operations["patchCustomerPasskeysId"];
  };
  "/customer/me/manage_subscription.json": {
    post: operations["postCustomerMeManageSubscription"];
  };
  "/customer/welcome_page_message.json": {
    get: operations["getCustomerWelcomePageMessage"];
  };
  "/customer/password_reset_message.json": {
    get: operations["getCustomerPasswordResetMessage"];
  };
  "/customer/notifications.json": {
    get: operations["getCustomerNotifications"];
  };
  "/customer/details_notifications.json": {
    get: operations["getCustomerDetailsNotifications"];
  };
  "/customer/read_notifications.json": {
    post: operations["postCustomerReadNotifications"];
  };
  "/customer/reviewed_notifications.json": {
    post: operations["postCustomerReviewedNotifications"];
  };
  "/customer/notifications/{id}.json": {
    patch: operations["patchCustomerNotificationsId"];
  };
  "/customer/push/vapid_public_key.json": {
    get: operations["getCustomerPushVapidPublicKey"];
  };
  "/customer/push_subscriptions.json": {
    post: operations["postCustomerPushSubscriptions"];
    delete: operations["deleteCustomerPushSubscriptions"];
  };
  "/customer/nationalities.json": {
    get: operations["getCustomerNationalities"];
  };
  "/customer/countries.json": {
    get: operations["getCustomerCountries"];
  };
  "/customer/credit_cards.json": {
    get: operations["getCustomerCreditCards"];
    post: operations["postCustomerCreditCards"];
  };
  "/customer/credit_cards/{id}.json": {
    delete: operations["deleteCustomerCreditCardsId"];
  };
  "/customer/payment_config.json": {
    get: operations["getCustomerPaymentConfig"];
  };
  "/customer/bookings.json": {
    get: operations["getCustomerBookings"];
  };
  "/customer/bookings/{id}.json": {
    get: operations["getCustomerBookingsId"];
  };
  "/customer/bookings/{id}/booking_status_bar.json": {
    get: operations["getCustomerBookingsIdBookingStatusBar"];
  };
  "/customer/bookings/{id}/ga_checkout.json": {
    post: operations["postCustomerBookingsIdGaCheckout"];
  };
  "/customer/bookings/{bookingId}/passengers/{passengerId}.json": {
    get: operations["getCustomerBookingsBookingIdPassengersPassengerId"];
    put: operations["putCustomerBookingsBookingIdPassengersPassengerId"];
    delete: operations["deleteCustomerBookingsBookingIdPassengersPassengerId"];
  };
  "/customer/bookings/{id}/visa_letter.json": {
    get: operations["getCustomerBookingsIdVisaLetter"];
  };
  "/customer/bookings/{id}/payments.json": {
    get: operations["getCustomerBookingsIdPayments"];
    post: operations["postCustomerBookingsIdPayments"];
  };
  "/customer/bookings/{id}/payments/{paymentId}.json": {
    get: operations["getCustomerBookingsIdPaymentsPaymentId"];
  };
  "/customer/bookings/{id}/pending_payments.json": {
    post: operations["postCustomerBookingsIdPendingPayments"];
  };
  "/customer/bookings/{id}/credit_notes.json": {
    get: operations["getCustomerBookingsIdCreditNotes"];
  };
  "/customer/bookings/{id}/messages.json": {
    get: operations["getCustomerBookingsIdMessages"];
    post: operations["postCustomerBookingsIdMessages"];
  };
  "/customer/bookings/{id}/review.json": {
    get: operations["getCustomerBookingsIdReview"];
    post: operations["postCustomerBookingsIdReview"];
  };
  "/customer/bookings/{id}/calendar.ics": {
    get: operations["getCustomerBookingsIdCalendarIcs"];
  };
  "/customer/calendar_feed.json": {
    get: operations["getCustomerCalendarFeed"];
  };
  "/customer/calendar_feed/reset.json": {
    post: operations["postCustomerCalendarFeedReset"];
  };
  "/calendar_feeds/{token}/calendar.ics": {
    get: operations["getCalendarFeedsTokenCalendarIcs"];
  };
  "/customer/passengers/{id}/invitations.json": {
    put: operations["putCustomerPassengersIdInvitations"];
    post: operations["postCustomerPassengersIdInvitations"];
  };
  "/customer/invitations/{token}.json": {
    get: operations["getCustomerInvitationsToken"];
  };
  "/customer/accept_invitations/{token}.json": {
    put: operations["putCustomerAcceptInvitationsToken"];
  };
  "/openapi.json": {
    get: operations["getOpenapi"];
  };
  "/provider_webhooks/stripe/{account}.json": {
    post: operations["postProviderWebhooksStripeAccount"];
  };
  "/integrations/crm/messages.json": {
    post: operations["postIntegrationsCrmMessages"];
  };
  "/integrations/crm/booking_changes.json": {
    post: operations["postIntegrationsCrmBookingChanges"];
  };
}

export type webhooks = Record<string, never>;

export interface components {
  schemas: {
    /** @description A refusal: what went wrong, in words to show. */
    Error: {
      error: string;
    };
    /** @description A refusal by field: messages to show, by field (snake_case, as in the request). */
    FieldErrors: {
      errors: {
        [key: string]: string[];
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}

export type $defs = Record<string, never>;

export type external = Record<string, never>;

export interface operations {

  getCustomerSessions: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            sessions: ({
                id: number;
                browser: string | null;
                platform: string | null;
                shared_device: boolean;
                /** Format: date-time */
                created_at: string;
                /** Format: date-time */
                last_active_at: string;
                current: boolean;
              })[];
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerSessions: {
    requestBody: {
      content: {
        "application/json": {
          customer: {
            /**
             * Format: email
             * @default
             */
            email?: string;
            /** @default */
            password?: string;
            /** @default false */
            remember_me?: boolean;
            /** @default false */
            shared_device?: boolean;
            invitation_token?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The credentials do not match. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Busy, or a service it needs is out of reach: try again later (the same request is safe). */
      503: {
        headers: {
          /** @description Seconds to wait, when the server knows. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteCustomerSessions: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerSessionsKeepAlive: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerSessionsPasskeyOptions: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            options: {
              challenge: string;
              timeout?: number;
              rp_id?: string;
              allow_credentials?: {
                  id: string;
                  /** @constant */
                  type: "public-key";
                  transports?: string[];
                }[];
              /** @enum {string} */
              user_verification?: "discouraged" | "preferred" | "required";
            };
          };
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerSessionsPasskey: {
    requestBody: {
      content: {
        "application/json": {
          credential: {
            id: string;
            raw_id: string;
            /** @constant */
            type: "public-key";
            response: {
              client_data_j_s_o_n: string;
              authenticator_data: string;
              signature: string;
              user_handle?: string;
            };
            /** @enum {string} */
            authenticator_attachment?: "platform" | "cross-platform";
            /** @default {} */
            client_extension_results?: {
              cred_props?: {
                rk?: boolean;
              };
            };
          };
          /** @default false */
          remember_me?: boolean;
          /** @default false */
          shared_device?: boolean;
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The credentials do not match. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteCustomerSessionsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteCustomerOtherSessions: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerRegistrations: {
    requestBody: {
      content: {
        "application/json": {
          customer: {
            /**
             * @default
             * @enum {string}
             */
            title?: "Mr" | "Mrs" | "Ms" | "Miss" | "Mx";
            /** @default */
            first_name?: string;
            /** @default */
            last_name?: string;
            /**
             * Format: email
             * @default
             */
            email?: string;
            /** @default */
            age?: number | string;
            /** @default */
            nationality?: string;
            /** @default */
            country_code?: string;
            /** @default */
            tel?: string;
            /** @default */
            password?: string;
            invitation_token?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Busy, or a service it needs is out of reach: try again later (the same request is safe). */
      503: {
        headers: {
          /** @description Seconds to wait, when the server knows. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  putCustomerPassword: {
    requestBody: {
      content: {
        "application/json": {
          customer: {
            /** @default */
            password?: string;
            /** @default */
            password_confirmation?: string;
            /** @default */
            reset_password_token?: string;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Busy, or a service it needs is out of reach: try again later (the same request is safe). */
      503: {
        headers: {
          /** @description Seconds to wait, when the server knows. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerPassword: {
    requestBody: {
      content: {
        "application/json": {
          customer: {
            /**
             * Format: email
             * @default
             */
            email?: string;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            message: string;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerMe: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  putCustomerMe: {
    requestBody: {
      content: {
        "application/json": {
          customer: {
            /**
             * @default
             * @enum {string}
             */
            title?: "Mr" | "Mrs" | "Ms" | "Miss" | "Mx";
            /** @default */
            first_name?: string;
            /** @default */
            last_name?: string;
            /** @default */
            age?: number | string;
            /**
             * Format: email
             * @default
             */
            email?: string;
            /** @default */
            nationality?: string;
            country_code?: string | null;
            tel?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerMeChangeDefaultPassword: {
    requestBody: {
      content: {
        "application/json": {
          customer: {
            /** @default */
            password?: string;
            /** @default */
            password_confirmation?: string;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Done already: it cannot be done twice. */
      409: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Busy, or a service it needs is out of reach: try again later (the same request is safe). */
      503: {
        headers: {
          /** @description Seconds to wait, when the server knows. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  putCustomerEmergencyContact: {
    requestBody: {
      content: {
        "application/json": {
          emergency_contact: {
            first_name?: string | null;
            last_name?: string | null;
            tel?: string | null;
            country_code?: string | null;
            relationship?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerMeChangePassword: {
    requestBody: {
      content: {
        "application/json": {
          customer: {
            /** @default */
            current_password?: string;
            /** @default */
            password?: string;
            /** @default */
            password_confirmation?: string;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Busy, or a service it needs is out of reach: try again later (the same request is safe). */
      503: {
        headers: {
          /** @description Seconds to wait, when the server knows. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerAccountExport: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            /** @constant */
            format: "gangway-account-data/1";
            about: string[];
            [key: string]: unknown;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerAccountDeletion: {
    requestBody: {
      content: {
        "application/json": {
          password?: string;
          passkey?: {
            id: string;
            raw_id: string;
            /** @constant */
            type: "public-key";
            response: {
              client_data_j_s_o_n: string;
              authenticator_data: string;
              signature: string;
              user_handle?: string;
            };
            /** @enum {string} */
            authenticator_attachment?: "platform" | "cross-platform";
            /** @default {} */
            client_extension_results?: {
              cred_props?: {
                rk?: boolean;
              };
            };
          };
          confirmation: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            /** @constant */
            deleted: true;
          } | {
            /** @constant */
            deleted: false;
            message: string;
            deletion_request: {
              /** Format: date-time */
              requested_at: string;
              sent_to_operator: boolean;
            };
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerAccountDeletionRequest: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            deletion_request: {
              /** Format: date-time */
              requested_at: string;
              sent_to_operator: boolean;
            } | null;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerAvatar: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Busy, or a service it needs is out of reach: try again later (the same request is safe). */
      503: {
        headers: {
          /** @description Seconds to wait, when the server knows. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerAuthFacebook: {
    parameters: {
      query?: {
        login?: "true";
        connect?: "true";
      };
    };
    responses: {
      /** @description A redirect for the browser to follow. */
      302: {
        headers: {
          /** @description Where to. */
          Location?: string;
        };
        content: never;
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerAuthFacebookCallback: {
    parameters: {
      query?: {
        login?: "true";
        connect?: "true";
        code?: string;
        state?: string;
        error?: string;
      };
    };
    responses: {
      /** @description A redirect for the browser to follow. */
      302: {
        headers: {
          /** @description Where to. */
          Location?: string;
        };
        content: never;
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerAuthFacebookStandIn: {
    parameters: {
      query?: {
        redirect_uri?: string;
        state?: string;
        code_challenge?: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "text/html": string;
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerAuthFacebookDisconnect: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerPasskeys: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            passkeys: ({
                id: number;
                name: string;
                created_at: string;
                last_used_at: string | null;
              })[];
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerPasskeys: {
    requestBody: {
      content: {
        "application/json": {
          /** @default */
          name?: string;
          credential: {
            id: string;
            raw_id: string;
            /** @constant */
            type: "public-key";
            response: {
              client_data_j_s_o_n: string;
              attestation_object: string;
              authenticator_data?: string;
              transports?: string[];
              public_key_algorithm?: number;
              public_key?: string;
            };
            /** @enum {string} */
            authenticator_attachment?: "platform" | "cross-platform";
            /** @default {} */
            client_extension_results?: {
              cred_props?: {
                rk?: boolean;
              };
            };
          };
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        content: {
          "application/json": {
            id: number;
            name: string;
            created_at: string;
            last_used_at: string | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerPasskeysRegistrationOptions: {
    requestBody: {
      content: {
        "application/json": {
          password?: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            options: {
              challenge: string;
              rp: {
                name: string;
                id?: string;
              };
              user: {
                id: string;
                name: string;
                display_name: string;
              };
              pub_key_cred_params: {
                  alg: number;
                  /** @constant */
                  type: "public-key";
                }[];
              timeout?: number;
              exclude_credentials?: {
                  id: string;
                  /** @constant */
                  type: "public-key";
                  transports?: string[];
                }[];
              authenticator_selection?: {
                /** @enum {string} */
                authenticator_attachment?: "platform" | "cross-platform";
                /** @enum {string} */
                resident_key?: "discouraged" | "preferred" | "required";
                require_resident_key?: boolean;
                /** @enum {string} */
                user_verification?: "discouraged" | "preferred" | "required";
              };
              /** @enum {string} */
              attestation?: "none" | "indirect" | "direct" | "enterprise";
              extensions?: {
                cred_props?: boolean;
              };
              hints?: ("security-key" | "client-device" | "hybrid")[];
            };
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteCustomerPasskeysId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  patchCustomerPasskeysId: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default */
          name?: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            name: string;
            created_at: string;
            last_used_at: string | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerMeManageSubscription: {
    requestBody: {
      content: {
        "application/json": {
          is_subscription_active: boolean;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            title: ("Mr" | "Mrs" | "Ms" | "Miss" | "Mx") | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            email: string;
            nationality: string | null;
            age: number | null;
            tel: string | null;
            country_code: string | null;
            phone_number: string | null;
            is_new_account: boolean;
            password_reset_required: boolean;
            has_active_bookings: boolean;
            is_subscription_active: boolean;
            connected_to_facebook: boolean;
            thumb_avatar_url: string | null;
            large_avatar_url: string | null;
            emergency_contact: ({
              first_name: string | null;
              last_name: string | null;
              tel: string | null;
              country_code: string | null;
              relationship: string | null;
            }) | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerWelcomePageMessage: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            welcome_message: string | null;
            booking_id: number | null;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerPasswordResetMessage: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            password_reset_message: string | null;
            booking_id: number | null;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerNotifications: {
    parameters: {
      query?: {
        page?: string;
        per_page?: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            entities: ({
                id: number;
                enquiry_id: number | null;
                type: string;
                message: string;
                /** @enum {string} */
                priority: "regular" | "success" | "warning" | "important";
                dismissed: boolean;
                seen: boolean;
                is_reviewed: boolean;
                created_at: string;
                payment_allowed: boolean;
                booking_info: {
                  product_name: string;
                  direction_name: string;
                  departure: string;
                } | null;
                data: {
                  payment_due_date_time?: string | null;
                };
              })[];
            meta: {
              has_more: boolean;
              unseen_count: number;
            };
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerDetailsNotifications: {
    parameters: {
      query?: {
        page?: string;
        per_page?: string;
        enquiry_id?: string;
        after?: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            entities: ({
                id: number;
                enquiry_id: number | null;
                type: string;
                message: string;
                /** @enum {string} */
                priority: "regular" | "success" | "warning" | "important";
                dismissed: boolean;
                seen: boolean;
                is_reviewed: boolean;
                created_at: string;
                payment_allowed: boolean;
                booking_info: {
                  product_name: string;
                  direction_name: string;
                  departure: string;
                } | null;
                data: {
                  payment_due_date_time?: string | null;
                };
              })[];
            meta: {
              has_more: boolean;
              unseen_count: number;
            };
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerReadNotifications: {
    requestBody: {
      content: {
        "application/json": {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            unseen_count: number;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerReviewedNotifications: {
    requestBody: {
      content: {
        "application/json": {
          ids: number[];
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            unseen_count: number;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  patchCustomerNotificationsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          dismissed: boolean;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            enquiry_id: number | null;
            type: string;
            message: string;
            /** @enum {string} */
            priority: "regular" | "success" | "warning" | "important";
            dismissed: boolean;
            seen: boolean;
            is_reviewed: boolean;
            created_at: string;
            payment_allowed: boolean;
            booking_info: {
              product_name: string;
              direction_name: string;
              departure: string;
            } | null;
            data: {
              payment_due_date_time?: string | null;
            };
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerPushVapidPublicKey: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            public_key: string;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerPushSubscriptions: {
    requestBody: {
      content: {
        "application/json": {
          subscription: {
            endpoint: string;
            keys: {
              p256dh: string;
              auth: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  deleteCustomerPushSubscriptions: {
    requestBody: {
      content: {
        "application/json": {
          endpoint: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerNationalities: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
              name: string;
              popular: boolean;
            }[];
        };
      };
    };
  };
  getCustomerCountries: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
              name: string;
              phone_code: string;
              iso_code: string;
            }[];
        };
      };
    };
  };
  getCustomerCreditCards: {
    parameters: {
      query?: {
        booking_id?: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            credit_cards: ({
                id: number;
                alias_name: string;
                cardholder_name: string;
                last_four: string;
                /** @enum {string} */
                card_brand: "visa" | "mastercard" | "amex" | "other";
                /** @enum {string} */
                provider_account: "default" | "yacht";
              })[];
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerCreditCards: {
    requestBody: {
      content: {
        "application/json": {
          credit_card: {
            alias_name?: string | null;
            cardholder_name?: string | null;
            stripe_payment_method?: string | null;
            stripe_public_key?: string | null;
            booking_id?: number | null;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            credit_card: {
              id: number;
              alias_name: string;
              cardholder_name: string;
              last_four: string;
              /** @enum {string} */
              card_brand: "visa" | "mastercard" | "amex" | "other";
              /** @enum {string} */
              provider_account: "default" | "yacht";
            };
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  deleteCustomerCreditCardsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            credit_card: {
              id: number;
              alias_name: string;
              cardholder_name: string;
              last_four: string;
              /** @enum {string} */
              card_brand: "visa" | "mastercard" | "amex" | "other";
              /** @enum {string} */
              provider_account: "default" | "yacht";
            };
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerPaymentConfig: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            /** @enum {string} */
            provider: "sandbox" | "stripe";
            stripe_publishable_key: string | null;
            stripe_yacht_publishable_key: string | null;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookings: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": ({
              id: number;
              /** @enum {string} */
              brand: "cruise" | "tour" | "medical";
              /** @enum {string} */
              status: "expired" | "cancelled" | "confirmed" | "awaiting_payment" | "unknown_deposit";
              /** @enum {string} */
              bookings_scope: "active" | "past" | "expired";
              customer_id: number;
              product_name: string;
              product_direction_name: string;
              product_background_image_url: string | null;
              product_dashboard_background_image_url: string | null;
              depart_at: string;
              number_of_days: number;
              transport_name: string | null;
              expire: string | null;
              payment_due_date: string | null;
              total_cents: number;
              paid_cents: number;
              /** @enum {string} */
              currency_code: "EUR" | "GBP" | "USD" | "AUD";
              payment_allowed: boolean;
            })[];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookingsId: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            /** @enum {string} */
            brand: "cruise" | "tour" | "medical";
            /** @enum {string} */
            status: "expired" | "cancelled" | "confirmed" | "awaiting_payment" | "unknown_deposit";
            /** @enum {string} */
            bookings_scope: "active" | "past" | "expired";
            customer_id: number;
            product_name: string;
            product_direction_name: string;
            product_background_image_url: string | null;
            product_dashboard_background_image_url: string | null;
            depart_at: string;
            number_of_days: number;
            transport_name: string | null;
            expire: string | null;
            payment_due_date: string | null;
            total_cents: number;
            paid_cents: number;
            /** @enum {string} */
            currency_code: "EUR" | "GBP" | "USD" | "AUD";
            payment_allowed: boolean;
            unallocated_cents: number;
            deposit_remaining_cents: number;
            deposit_per_passenger_cents: number;
            is_charter: boolean;
            is_yacht_charter: boolean;
            payment_allocation_enabled: boolean;
            has_credit_notes: boolean;
            my_account_notice: string | null;
            terms_template: string | null;
            bank_transfer_template: string | null;
            transferwise_template: string | null;
            passenger_ids: number[];
            payment_ids: number[];
            credit_note_ids: number[];
            booking_status_bar: {
              booking_id: number;
              type: ("cancelled" | "expired" | "secure_booking_full_payment" | "secure_booking_deposit" | "full_payment_overdue" | "deposit_overdue" | "full_payment_required" | "deposit_required" | "missing_passenger_info" | "predeparture_information_available" | "confirmed") | null;
              /** @enum {string} */
              priority: "important" | "warning" | "regular" | "success";
              data: {
                amount_required: number;
                payment_allocation_enabled: boolean;
              };
            };
            direction: {
              id: number;
              name: string;
              itinerary: {
                  day: number;
                  title: string;
                  description: string;
                }[];
              faqs: {
                  question: string;
                  answer: string;
                }[];
              pre_departure_info: string | null;
              facebook_group: string | null;
            };
            booking_extras: ({
                id: number;
                name: string;
                amount_cents: number;
                quantity: number;
                /** @enum {string} */
                extra_type: "extra" | "discount";
                /** @enum {string} */
                value_type: "fixed" | "percentage";
              })[];
            passengers: ({
                id: number;
                booking_id: number;
                customer_id: number | null;
                first_name: string | null;
                last_name: string | null;
                full_name: string;
                /** @enum {string} */
                passenger_status: "unpaid" | "pending" | "confirmed" | "cancelled";
                /** @enum {string} */
                personal_info_status: "complete" | "partial" | "empty";
                ship_type: string | null;
                /** @enum {string} */
                deck: "above" | "lower" | "default";
                unit_price_cents: number;
                total_price_cents: number;
                cancellation_fee_cents: number;
                amount_paid_cents: number;
                deposit_cents: number;
                passenger_extras: ({
                    id: number;
                    name: string;
                    amount_cents: number;
                    quantity: number;
                    /** @enum {string} */
                    extra_type: "extra" | "discount";
                    /** @enum {string} */
                    value_type: "fixed" | "percentage";
                  })[];
                title?: string | null;
                email?: string | null;
                age?: number | null;
                nationality?: string | null;
                can_be_changed?: boolean;
                deposit_outstanding_cents?: number;
                remaining_amount_cents?: number;
                invitation_pending?: boolean;
              })[];
            customer: {
              id: number;
              first_name: string | null;
              full_name: string;
            };
            visa_letter_available: boolean;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookingsIdBookingStatusBar: {
    parameters: {
      query?: {
        enquiry_id?: string;
      };
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            booking_id: number;
            type: ("cancelled" | "expired" | "secure_booking_full_payment" | "secure_booking_deposit" | "full_payment_overdue" | "deposit_overdue" | "full_payment_required" | "deposit_required" | "missing_passenger_info" | "predeparture_information_available" | "confirmed") | null;
            /** @enum {string} */
            priority: "important" | "warning" | "regular" | "success";
            data: {
              amount_required: number;
              payment_allocation_enabled: boolean;
            };
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerBookingsIdGaCheckout: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookingsBookingIdPassengersPassengerId: {
    parameters: {
      path: {
        bookingId: string;
        passengerId: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            booking_id: number;
            customer_id: number | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            /** @enum {string} */
            passenger_status: "unpaid" | "pending" | "confirmed" | "cancelled";
            /** @enum {string} */
            personal_info_status: "complete" | "partial" | "empty";
            ship_type: string | null;
            /** @enum {string} */
            deck: "above" | "lower" | "default";
            unit_price_cents: number;
            total_price_cents: number;
            cancellation_fee_cents: number;
            amount_paid_cents: number;
            deposit_cents: number;
            passenger_extras: ({
                id: number;
                name: string;
                amount_cents: number;
                quantity: number;
                /** @enum {string} */
                extra_type: "extra" | "discount";
                /** @enum {string} */
                value_type: "fixed" | "percentage";
              })[];
            title?: string | null;
            email?: string | null;
            age?: number | null;
            nationality?: string | null;
            can_be_changed?: boolean;
            deposit_outstanding_cents?: number;
            remaining_amount_cents?: number;
            invitation_pending?: boolean;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  putCustomerBookingsBookingIdPassengersPassengerId: {
    parameters: {
      path: {
        bookingId: string;
        passengerId: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          passenger: {
            /**
             * @default
             * @enum {string}
             */
            title?: "Mr" | "Mrs" | "Ms" | "Miss" | "Mx";
            /** @default */
            first_name?: string;
            /** @default */
            last_name?: string;
            /** @default null */
            email?: string | null;
            /** @default */
            age?: number | string;
            /** @default */
            nationality?: string;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            id: number;
            booking_id: number;
            customer_id: number | null;
            first_name: string | null;
            last_name: string | null;
            full_name: string;
            /** @enum {string} */
            passenger_status: "unpaid" | "pending" | "confirmed" | "cancelled";
            /** @enum {string} */
            personal_info_status: "complete" | "partial" | "empty";
            ship_type: string | null;
            /** @enum {string} */
            deck: "above" | "lower" | "default";
            unit_price_cents: number;
            total_price_cents: number;
            cancellation_fee_cents: number;
            amount_paid_cents: number;
            deposit_cents: number;
            passenger_extras: ({
                id: number;
                name: string;
                amount_cents: number;
                quantity: number;
                /** @enum {string} */
                extra_type: "extra" | "discount";
                /** @enum {string} */
                value_type: "fixed" | "percentage";
              })[];
            title?: string | null;
            email?: string | null;
            age?: number | null;
            nationality?: string | null;
            can_be_changed?: boolean;
            deposit_outstanding_cents?: number;
            remaining_amount_cents?: number;
            invitation_pending?: boolean;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. Or the caller is not the booking's lead customer. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  deleteCustomerBookingsBookingIdPassengersPassengerId: {
    parameters: {
      path: {
        bookingId: string;
        passengerId: string;
      };
    };
    responses: {
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. Or the caller is not the booking's lead customer. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookingsIdVisaLetter: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            booking_id: number;
            product_name: string;
            departure: string;
            finish_date: string;
            departure_point: string;
            finish_point: string;
            itinerary_destinations: string;
            itinerary_details: string;
            transport_name: string | null;
            company: {
              name: string;
              email: string;
              phone: string;
            };
            recipients: ({
                id: number;
                full_name: string;
                nationality?: string | null;
                age?: number | null;
                is_chosen: boolean;
              })[];
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookingsIdPayments: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            payments: ({
                id: number;
                booking_id: number;
                created_at: string;
                amount_cents: number;
                refunded_amount_cents: number;
                /** @enum {string} */
                currency_code: "EUR" | "GBP" | "USD" | "AUD";
                /** @enum {string} */
                pay_type: "bank" | "card" | "cash" | "transfer" | "credit" | "other";
                card_brand: ("visa" | "mastercard" | "amex" | "other") | null;
                last_four: string | null;
                card_holder: string | null;
                payer_name: string | null;
                passenger_payer_id: number | null;
                is_refund: boolean;
                is_transfer: boolean;
                reference: string | null;
              })[];
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerBookingsIdPayments: {
    parameters: {
      header: {
        "Idempotency-Key": string;
      };
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          payment: {
            cardholder_name?: string | null;
            card_alias_name?: string | null;
            save_card?: boolean | null;
            credit_card_id?: number | null;
            currency?: string | null;
            recipients?: number[] | null;
            enquiry_id?: number | null;
            amount_cents?: number | null;
            terms_accepted?: boolean | null;
            stripe_payment_method?: string | null;
            stripe_payment_intent?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            payment: ({
              id: number;
              booking_id: number;
              created_at: string;
              amount_cents: number;
              refunded_amount_cents: number;
              /** @enum {string} */
              currency_code: "EUR" | "GBP" | "USD" | "AUD";
              /** @enum {string} */
              pay_type: "bank" | "card" | "cash" | "transfer" | "credit" | "other";
              card_brand: ("visa" | "mastercard" | "amex" | "other") | null;
              last_four: string | null;
              card_holder: string | null;
              payer_name: string | null;
              passenger_payer_id: number | null;
              is_refund: boolean;
              is_transfer: boolean;
              reference: string | null;
            }) | null;
            requires_action: boolean;
            payment_intent_client_secret: string | null;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. Or the caller is not the booking's lead customer. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Busy, or a service it needs is out of reach: try again later (the same request is safe). */
      503: {
        headers: {
          /** @description Seconds to wait, when the server knows. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookingsIdPaymentsPaymentId: {
    parameters: {
      path: {
        id: string;
        paymentId: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            payment: {
              id: number;
              booking_id: number;
              created_at: string;
              amount_cents: number;
              refunded_amount_cents: number;
              /** @enum {string} */
              currency_code: "EUR" | "GBP" | "USD" | "AUD";
              /** @enum {string} */
              pay_type: "bank" | "card" | "cash" | "transfer" | "credit" | "other";
              card_brand: ("visa" | "mastercard" | "amex" | "other") | null;
              last_four: string | null;
              card_holder: string | null;
              payer_name: string | null;
              passenger_payer_id: number | null;
              is_refund: boolean;
              is_transfer: boolean;
              reference: string | null;
            };
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerBookingsIdPendingPayments: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          pending_payment: {
            currency?: string | null;
            recipients?: number[] | null;
            enquiry_id?: number | null;
            amount_cents?: number | null;
            terms_accepted?: boolean | null;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            code: string;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. Or the caller is not the booking's lead customer. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookingsIdCreditNotes: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            credit_notes: ({
                id: number;
                booking_id: number;
                credit_id: string;
                credit_raised_date: string;
                amount_cents: number;
                /** @enum {string} */
                currency_code: "EUR" | "GBP" | "USD" | "AUD";
                credit_reason: string | null;
                refunds: ({
                    id: number;
                    created_at: string;
                    amount_cents: number;
                    refunded_amount_cents: number;
                    /** @enum {string} */
                    currency_code: "EUR" | "GBP" | "USD" | "AUD";
                    /** @enum {string} */
                    pay_type: "bank" | "card" | "cash" | "transfer" | "credit" | "other";
                    card_brand: ("visa" | "mastercard" | "amex" | "other") | null;
                    card_holder: string | null;
                    last_four: string | null;
                    passenger_payer_id: number | null;
                    passenger_name: string | null;
                    is_refund: boolean;
                    is_transfer: boolean;
                  })[];
                refunded_cents: number;
                remaining_cents: number;
              })[];
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookingsIdMessages: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            messages: ({
                id: number;
                enquiry_id: number;
                body: string;
                created_at: string;
                customer_id: number | null;
                user_id: number | null;
                person: {
                  first_name: string | null;
                  email: string | null;
                  is_staff: boolean;
                };
              })[];
          };
        };
      };
      /** @description Not modified since the ETag named in If-None-Match: no body. */
      304: {
        content: never;
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerBookingsIdMessages: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          message: {
            /** @default */
            body?: string;
            user?: string | null;
            enquiry_id?: number | null;
          };
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        content: {
          "application/json": {
            message: {
              id: number;
              enquiry_id: number;
              body: string;
              created_at: string;
              customer_id: number | null;
              user_id: number | null;
              person: {
                first_name: string | null;
                email: string | null;
                is_staff: boolean;
              };
            };
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookingsIdReview: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            review: ({
              rating: number;
              title: string;
              body: string;
              /** @enum {string} */
              group_size: "Solo" | "Friend/s" | "Couple" | "Family";
              product_name: string;
              transport_name: string | null;
              display_name: string | null;
              created_at: string;
            }) | null;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerBookingsIdReview: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          review: {
            /** @default 0 */
            rating?: number;
            /** @default */
            title?: string;
            /** @default */
            body?: string;
            /**
             * @default
             * @enum {string}
             */
            group_size?: "Solo" | "Friend/s" | "Couple" | "Family";
          };
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        content: {
          "application/json": {
            review: {
              rating: number;
              title: string;
              body: string;
              /** @enum {string} */
              group_size: "Solo" | "Friend/s" | "Couple" | "Family";
              product_name: string;
              transport_name: string | null;
              display_name: string | null;
              created_at: string;
            };
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Done already: it cannot be done twice. */
      409: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerBookingsIdCalendarIcs: {
    parameters: {
      path: {
        id: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "text/calendar": string;
        };
      };
      /** @description Not modified since the ETag named in If-None-Match: no body. */
      304: {
        content: never;
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerCalendarFeed: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            /** Format: uri */
            url: string;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerCalendarFeedReset: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            /** Format: uri */
            url: string;
          };
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCalendarFeedsTokenCalendarIcs: {
    parameters: {
      path: {
        token: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "text/calendar": string;
        };
      };
      /** @description Not modified since the ETag named in If-None-Match: no body. */
      304: {
        content: never;
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  putCustomerPassengersIdInvitations: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          invitation: {
            /** @default null */
            email?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            autologin_token: string;
            invitation_url: string;
            expires_at: string;
            email_sent: boolean;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. Or the caller is not the booking's lead customer. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postCustomerPassengersIdInvitations: {
    parameters: {
      path: {
        id: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          invitation: {
            /** @default null */
            email?: string | null;
          };
        };
      };
    };
    responses: {
      /** @description Created. */
      201: {
        content: {
          "application/json": {
            autologin_token: string;
            invitation_url: string;
            expires_at: string;
            email_sent: boolean;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. Or the caller is not the booking's lead customer. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Too many attempts: wait as long as Retry-After says. */
      429: {
        headers: {
          /** @description Seconds to wait. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  getCustomerInvitationsToken: {
    parameters: {
      path: {
        token: string;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            autologin_token: string;
            resolved: boolean;
            expired: boolean;
            background_image_url: string | null;
            booking_id: number;
            customer: {
              id: number;
              first_name: string | null;
              full_name: string;
            };
            lead_passenger: {
              full_name: string;
              product_name: string;
              direction_name: string;
              depart_at: string;
            };
            invited_email: string | null;
            invited_customer_exists: boolean;
          };
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  putCustomerAcceptInvitationsToken: {
    parameters: {
      path: {
        token: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          /** @default false */
          is_new_customer?: boolean;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            redirect_to: string;
            booking_id: number;
            is_new_customer: boolean;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description Not signed in, or the session has expired. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The request is not JSON from Gangway's origin. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  getOpenapi: {
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            /** @constant */
            openapi: "3.1.0";
            info: {
              title: string;
              version: string;
              description: string;
            };
            servers: {
                url: string;
              }[];
            paths: {
              [key: string]: {
                [key: string]: unknown;
              };
            };
            components: {
              [key: string]: {
                [key: string]: unknown;
              };
            };
          };
        };
      };
      /** @description Not modified since the ETag named in If-None-Match: no body. */
      304: {
        content: never;
      };
    };
  };
  postProviderWebhooksStripeAccount: {
    parameters: {
      path: {
        account: string;
      };
    };
    requestBody: {
      content: {
        "application/json": {
          id: string;
          /** @enum {string} */
          type: "payment_intent.succeeded" | "payment_intent.payment_failed" | "payment_intent.canceled";
          data: {
            object: {
              id: string;
              metadata: {
                [key: string]: string;
              };
            };
          };
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            /** @constant */
            received: true;
            duplicate: boolean;
          };
        };
      };
      /** @description The signature is missing or does not match, or the body is not an event. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as JSON. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
      /** @description Busy, or a service it needs is out of reach: try again later (the same request is safe). */
      503: {
        headers: {
          /** @description Seconds to wait, when the server knows. */
          "Retry-After"?: number;
        };
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
    };
  };
  postIntegrationsCrmMessages: {
    requestBody: {
      content: {
        "application/json": {
          event_id: string;
          booking_id: number;
          staff: {
            /** Format: email */
            email: string;
            first_name?: string | null;
            last_name?: string | null;
          };
          /** @default */
          body?: string;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            /** @constant */
            duplicate: true;
          };
        };
      };
      /** @description Created. */
      201: {
        content: {
          "application/json": {
            message: {
              id: number;
              enquiry_id: number;
              body: string;
              created_at: string;
              customer_id: number | null;
              user_id: number | null;
              person: {
                first_name: string | null;
                email: string | null;
                is_staff: boolean;
              };
            };
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The signature is missing or does not match. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as JSON. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
  postIntegrationsCrmBookingChanges: {
    requestBody: {
      content: {
        "application/json": OneOf<[{
          event_id: string;
          booking_id: number;
          /** @constant */
          change: "booking_cancelled";
        }, {
          event_id: string;
          booking_id: number;
          passenger_id: number;
          /** @enum {string} */
          change: "passenger_confirmed" | "passenger_cancelled";
        }]>;
      };
    };
    responses: {
      /** @description Done. */
      200: {
        content: {
          "application/json": {
            /** @constant */
            applied: true;
          } | {
            /** @constant */
            duplicate: true;
          };
        };
      };
      /** @description The body is not JSON. */
      400: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The signature is missing or does not match. */
      401: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is not sent as JSON. */
      403: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description No such record that the caller may see (another customer's is 404 too), or a feature this server does not offer. */
      404: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description The body is larger than the server takes. */
      413: {
        content: {
          "application/json": components["schemas"]["Error"];
        };
      };
      /** @description A field is missing or not valid: messages by field. */
      422: {
        content: {
          "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["Error"];
        };
      };
    };
  };
}
