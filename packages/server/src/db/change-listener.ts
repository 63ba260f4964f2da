import pg from 'pg';

/** What one channel's subscriber hears: each notification's payload, and the connection going up or down. */
export interface ChannelSubscriber {
  channel: string;
  onChange(payload: string): void;
  onUp(): void;
  onDown(): void;
}

export interface ChangeListener {
  /** Whether the connection is up and listening on every channel. */
  readonly up: boolean;
  stop(): Promise<void>;
}

/**
 * One connection of its own LISTENing on the channels of the caches that PostgreSQL keeps exact (a
 * pooled connection would be handed to queries; PgBouncer in transaction mode would lend it to
 * others: it is the direct connection, DATABASE_DIRECT_URL). Reconnects with backoff (0.5 s
 * doubling to 10 s) when it drops; subscribers hear onDown at once and must then trust nothing
 * they remembered, and onUp once every channel is listened to again.
 */
export function createChangeListener(connectionString: string, subscribers: readonly ChannelSubscriber[], options: { quiet?: boolean } = {}): ChangeListener {
  let stopped = false;
  let up = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = 500;
  const byChannel = new Map<string, ChannelSubscriber[]>();
  for (const subscriber of subscribers) byChannel.set(subscriber.channel, [...(byChannel.get(subscriber.channel) ?? []), subscriber]);

  const setUp = (on: boolean) => {
    if (up === on) return;
    up = on;
    for (const subscriber of subscribers) on ? subscriber.onUp() : subscriber.onDown();
  };

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString });
    client = current;
    current.on('error', () => undefined); // 'end' follows
    current.on('notification', (message) => {
      for (const subscriber of byChannel.get(message.channel) ?? []) subscriber.onChange(message.payload || '*');
    });
    current.on('end', () => {
      if (client === current) client = null;
      setUp(false);
      retry();
    });
    try {
      await current.connect();
      for (const channel of byChannel.keys()) await current.query(`listen ${channel}`);
      if (stopped) return void (await current.end().catch(() => undefined));
      delay = 500;
      setUp(true);
    } catch (error) {
      if (!options.quiet && !stopped) console.error(`Change listener: cannot listen for changes (${(error as Error).message}); caches read the database meanwhile.`);
      await current.end().catch(() => undefined);
      retry();
    }
  };
  void connect();

  return {
    get up() {
      return up;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      setUp(false);
      await current?.end().catch(() => undefined);
    },
  };
}
