/** Texts of the specs' error catalogue that the server and the studio both use, word for word. */
export const MESSAGES = {
  unexpected: 'There was an unexpected error, please try again later.',
  oops: 'Oops, something went wrong!',
  notAuthorized: 'You are not authorized',
  incorrectLogin: 'Incorrect login information',
  invalidCredentials: 'invalid_username_or_password',
  unknownClient: 'Unknown tenant or client',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  hashingBusy: 'The server is busy. Please try again in a moment.',
  invalidResetToken: 'This recovery link is invalid or has expired.',
  passwordTooShort: 'The password must be at least 8 characters long.',
  applicationDoesNotExist: "This application doesn't exist.",
  envConfigMissing: "Couldn't load envConfig, did you forget to add envConfig?",
  appConfigMissing: "Couldn't load appConfig, did you forget to add appConfig?",
  hostAlreadyExists: 'This host is already in use.',
  hostInvalid: 'This is not a valid host name.',
  hostNotFound: 'This host is not in the tenant settings.',
  unsavedChanges: 'Do you really want to leave? you have unsaved changes!',
  reloadPrompt: 'Are you sure you want to leave?',
} as const;

/** Clear answers to bad input, whatever the operation (BAD_USER_INPUT). */
export const INPUT_MESSAGES = {
  tooDeep: (maxDepth: number) => `The input is nested too deeply (at most ${maxDepth} levels).`,
  tooLong: (name: string, maxLength: number) => `"${name}" is too long (at most ${maxLength} characters).`,
  nulCharacter: (name: string) => `"${name}" must not contain a NUL character.`,
  loneSurrogate: (name: string) => `"${name}" must be well-formed Unicode text (it holds a lone surrogate).`,
  dateOutOfRange: (name: string) => `${name} must be an ISO 8601 date-time between the years 0001 and 9999.`,
} as const;
