-- Sign-up creates the account at once: sign-ups waiting for an e-mailed link are no longer kept.
DROP TABLE "pending_registrations" CASCADE;
