/** Business constants of public-site §9 and back-office §9, plus the limits we chose where silent. */
export const LIMITS = {
  username: { min: 2, max: 24 },
  password: { min: 6, max: 128 },
  email: { max: 254 },
  verification: {
    digits: 6,
    ttlSeconds: 10 * 60,
    maxWrongTries: 5,
    resendSeconds: 60,
    perIpPerHour: 20,
  },
  /**
   * Wrong passwords (issue 27), keyed by the account a name or e-mail resolves to and the client
   * address: per (account, address) and per address; past maxFailuresPerAccount failures from any
   * addresses, an address that has already failed on the account gets one try per window, while an
   * address that has not failed still signs in.
   */
  login: {
    windowSeconds: 15 * 60,
    maxFailuresPerAccountAndIp: 5,
    maxFailuresPerIp: 50,
    accountWindowSeconds: 60 * 60,
    maxFailuresPerAccount: 10,
  },
  /** Wrong current passwords on change-password, per account (issue 26). */
  passwordChange: { windowSeconds: 15 * 60, maxFailures: 5 },
  token: { ttlSeconds: 7 * 24 * 3600 },
  socialLogin: {
    /** How long a sign-in started with /oauth/authorize may take to come back. */
    stateTtlSeconds: 10 * 60,
    /** Authorize calls per IP per window (each one stores a state row). */
    authorizePerIp: 60,
    windowSeconds: 10 * 60,
    /** One call to a provider (token, userinfo, discovery, keys). */
    upstreamTimeoutMs: 10_000,
  },
  apiTimeoutMs: 30_000,
  toastMs: 3000,
  usageHintMs: 10_000,
  paymentPollMs: 3000,
  paymentModalCloseMs: 3000,
  resetRedirectMs: 1500,
  codeSentNoteMs: 3000,
  bindEmailModalCloseMs: 3000,
  pageSize: {
    articles: 6,
    videos: 4,
    comments: 10,
    latestComments: 10,
    adminOrders: 10,
    adminUsers: 10,
    adminVideos: 9,
    adminArticles: 10,
    database: [10, 20, 50, 100] as const,
  },
  maxPageSize: 100,
  imageMaxBytes: 10 * 1024 * 1024,
  bodyLimitBytes: 1024 * 1024,
  defaultTagColor: '#2E5366',
  avatarPalette: [
    '#2E5366',
    '#C0392B',
    '#16A085',
    '#8E44AD',
    '#D35400',
    '#2C3E50',
    '#27AE60',
    '#B9770E',
  ] as const,
} as const;

/** Lengths chosen so a record fits the unique b-tree index on (translate_type, origin_text) whatever the script. */
export const DATABASE_LIMITS = {
  originMaxChars: 500,
  optimizeMaxChars: 2000,
  phoneticCharMaxChars: 32,
  searchMaxChars: 100,
  pageSizes: LIMITS.pageSize.database,
  /** The spec's import dialog shows the first 5 error messages and counts the rest. */
  importErrorsShown: 5,
  /** Messages the server returns at most; error_rows still counts every bad row. */
  importErrorsReturned: 200,
  importMaxBytes: 20 * 1024 * 1024,
  importMaxRows: 200_000,
  /** Zip-bomb guards for .xlsx: total inflated size and number of entries. */
  xlsxMaxInflatedBytes: 300 * 1024 * 1024,
  xlsxMaxEntries: 2000,
  /**
   * Rows per import write (one statement each) and ids per export read: small enough that one
   * batch holds PGlite's single connection, and with it the event loop (PGlite runs its SQL there),
   * for well under the 100 ms stall budget: at 250 the 200k-row bench still stalled 186 ms on
   * PGlite, at 100 about 95 ms at the worst and 45 ms at p99 (a 1,000-row write took 150 ms).
   */
  importWriteBatch: 100,
  exportReadBatch: 100,
  /** Imports running at once across every instance; one more is refused (429) until one ends. */
  importConcurrent: 1,
  /** Exports running at once per instance. */
  exportConcurrent: 2,
  /** A running import whose heartbeat is older than this belongs to a dead process: it is rolled back. */
  importStaleSeconds: 120,
} as const;

export const TOKEN_STORAGE_KEY = 'token';
/**
 * A cookie that only says "a token is stored in this browser" (no secret, never trusted for
 * access): the server-drawn article page shows a signed-in reader the loading line instead of
 * the guest's call to buy, before the page's script has read the token.
 */
export const SIGNED_IN_HINT_COOKIE = 'yx_signed_in';
export const THEME_STORAGE_KEY = 'theme';
