/** What every request carries through the API: its id, the database and who is calling. */
import type { Database } from '../../db/client';
import type { ClientSignal } from '../../db/admission';
import type { Config } from '../../config/env';
import type { StateOfDay } from '../../plans/state';
import type { SchoolFormat } from '../../school-format';

export type SchoolRef = { id: number; code: string; subdomain: string; name: string };

export type SchoolUser = {
  kind: 'school';
  tokenId: number;
  userId: number;
  school: SchoolRef;
  roles: string[];
  permissions: Set<string>;
  /** The permissions held through staff roles (any but Guardian): what school-wide figures need. */
  staffPermissions: Set<string>;
  /** The school's time zone, date format and currency (lib/school-format.ts). */
  format: SchoolFormat;
  /** As read when the request was authenticated. */
  profile: { email: string; fullName: string; image: string | null };
  /** The school's current subscription, if the provider has given it one (null: no plan, no limits). */
  plan: CallerPlan | null;
};

/** The current subscription as it stands today in the school's zone (lib/plans/state.ts). */
export type CallerPlan = {
  name: string;
  /** Optional modules included (lib/plans/catalogue.ts). */
  modules: readonly string[];
  endsOn: string;
} & StateOfDay;

export type ProviderUser = { kind: 'provider'; tokenId: number; providerUserId: number };

export type Caller = SchoolUser | ProviderUser;

type RestoreSettings =
  | 'backupSigningSecret'
  | 'restoreMaxMb'
  | 'restoreMaxTableMb'
  | 'restoreMaxRowMb'
  | 'restoresAtOnce';

export type ApiDeps = {
  database: () => Promise<Database>;
  /**
   * Waits for the database's admission gate (lib/db/admission.ts) and returns its release;
   * refuses with a 503 when the queue is full or the client has gone. Absent in tests that
   * need no gate.
   */
  /** `school`: whose request it is (subdomain or code, '' unknown), for the per-school share. */
  admit?: (signal: ClientSignal, school: string) => Promise<() => void>;
  /** Runs one step of a school's export in the database's bulk lane (lib/db/bulk-lane.ts). */
  bulk?: <T>(work: () => Promise<T>, school: string) => Promise<T>;
  /** Runs a whole report request as one step of that lane (503 if its turn is long to come). */
  report?: <T>(work: () => Promise<T>, school: string) => Promise<T>;
  config: Pick<Config, 'appHost' | 'tokenTtlHours' | 'storageDir'> &
    // Optional so that tests may leave mail out: messages then go to the outbox table.
    Partial<Pick<Config, 'smtpUrl' | 'mailFrom' | 'nodeEnv' | 'appProtocol' | 'defaultTimeZone'>> &
    // The secret by which the BFF vouches for client addresses, and the proxies the API
    // itself trusts when it is served over HTTP; without them every caller is "in-process".
    Partial<Pick<Config, 'sessionSecret' | 'trustedProxies'>> &
    // How backups are signed and how much a restore may read (modules/backup: signing, limits).
    Partial<Pick<Config, RestoreSettings>>;
};

export type ApiEnv = {
  Variables: {
    requestId: string;
    deps: ApiDeps;
    /** Who is calling, once authenticated (null: a public route); errors answer in their language. */
    caller?: Caller | null;
  };
};
