import type { Database } from '../db/database';
import {
  LINE_CHANGED_CHANNEL,
  LINE_CHANGES_PAGE,
  type LineChangesRepository,
  type VersionedLineChange,
} from './line-changes';

/**
 * The longest an open stream stays silent (ours): one that was sent nothing for two thirds of it
 * gets a comment line, so proxies and browsers keep it open. A stream that hears the line's changes
 * gets none.
 */
export const LINE_STREAM_HEARTBEAT_MS = 15_000;
/** How long a browser waits before it opens a lost stream again (the stream's `retry:`). */
export const LINE_STREAM_RETRY_MS = 2_000;
/** The most streams one instance holds (ours): a few kilobytes each, far under its memory. */
export const MAX_LINE_STREAMS = 10_000;

/**
 * What a stream is sent, as Server-Sent Events text: a string, or those bytes already encoded when
 * the same text goes to every stream.
 */
export type StreamChunk = string | Uint8Array;

/** One open stream: what it is sent goes to `write`. */
interface Stream {
  readonly write: (chunk: StreamChunk) => void;
  /** Ends the stream's answer (the instance is closing). */
  readonly end: () => void;
  /** The last version this stream was sent. */
  cursor: number;
  /** When it was last sent something (performance.now()). */
  wroteAt: number;
  /** Changes heard while the stream catches up from the database; null once it has. */
  queue: VersionedLineChange[][] | null;
}

export interface LineChangeHub {
  /**
   * Opens a stream from `since` (null: from the latest change), telling it every change after it,
   * without a gap, or `resync` when `since` is older than the changes kept. Answers how to close it,
   * or null when the instance already holds MAX_LINE_STREAMS.
   */
  open(
    since: number | null,
    write: (chunk: StreamChunk) => void,
    end?: () => void,
  ): Promise<(() => void) | null>;
  /** The streams open now. */
  readonly size: number;
  /** Whether the instance holds MAX_LINE_STREAMS (or the hub's own cap) already. */
  readonly full: boolean;
  /** Stops listening and the heartbeat, and ends every open stream. */
  close(): Promise<void>;
}

function eventText(name: string, version: number, data: unknown): string {
  return `id: ${version}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The text of the changes after `cursor` (the changes come oldest first). */
function textAfter(
  changes: readonly VersionedLineChange[],
  texts: readonly string[],
  cursor: number,
): string {
  let text = '';
  for (let i = 0; i < changes.length; i += 1) if (changes[i]!.version > cursor) text += texts[i];
  return text;
}

/**
 * This instance's side of the line's stream: one listener on the database's `line_changed`
 * notifications, whoever committed the change (this instance, another one's feed, an operator),
 * one read of the new rows per notification whatever the number of streams, and each change's text
 * made once for them all. Versions commit in order (lockLineChanges), so reading after the last
 * version read never skips one.
 */
export async function createLineChangeHub(options: {
  readonly database: Database;
  readonly changes: LineChangesRepository;
  readonly maxStreams?: number;
  /** The longest a stream stays silent (LINE_STREAM_HEARTBEAT_MS; tests shorten it). */
  readonly heartbeatMs?: number;
  /** Told after each read of new changes (the line's kept answers are then out of date). */
  readonly heard?: () => void;
  readonly log?: (error: unknown) => void;
}): Promise<LineChangeHub> {
  const { changes } = options;
  const maxStreams = options.maxStreams ?? MAX_LINE_STREAMS;
  const streams = new Set<Stream>();
  let latest = (await changes.kept()).latest;
  let reading: Promise<void> | null = null;
  let readAgain = false;

  function send(
    stream: Stream,
    batch: readonly VersionedLineChange[],
    texts: readonly string[],
    whole: () => StreamChunk = () => texts.join(''),
  ) {
    const last = batch[batch.length - 1];
    if (last === undefined || last.version <= stream.cursor) return;
    stream.write(
      batch[0]!.version > stream.cursor ? whole() : textAfter(batch, texts, stream.cursor),
    );
    stream.cursor = last.version;
  }

  function broadcast(batch: readonly VersionedLineChange[]): void {
    const texts = batch.map((one) => eventText('change', one.version, one.change));
    // Joined and encoded once for every stream that heard all before it: a feed's step is a
    // dozen changes, some 20 kB, and joining and encoding them per stream was most of the
    // fan-out's work at 5,000 streams.
    let whole: Buffer | null = null;
    const wholeBatch = () => (whole ??= Buffer.from(texts.join(''), 'utf8'));
    for (const stream of streams) {
      if (stream.queue !== null) stream.queue.push(batch as VersionedLineChange[]);
      else send(stream, batch, texts, wholeBatch);
    }
  }

  async function readNew(): Promise<void> {
    do {
      readAgain = false;
      let batch: VersionedLineChange[];
      do {
        batch = await changes.after(latest);
        if (batch.length > 0) {
          latest = batch[batch.length - 1]!.version;
          broadcast(batch);
        }
      } while (batch.length === LINE_CHANGES_PAGE);
      options.heard?.();
    } while (readAgain);
  }

  function pull(): void {
    if (reading !== null) {
      readAgain = true;
      return;
    }
    reading = readNew()
      .catch((error: unknown) => options.log?.(error))
      .finally(() => {
        reading = null;
      });
  }

  // null: notifications may have been lost (the listening connection was made again): read anyway.
  const stopListening = await options.database.listen(LINE_CHANGED_CHANNEL, (payload) => {
    if (payload === null || Number(payload) > latest) pull();
  });
  // Only to the streams silent for a while: a comment to each of thousands of streams every 15 s
  // costs as much as a change, and one landing with a change delays it.
  const heartbeatMs = options.heartbeatMs ?? LINE_STREAM_HEARTBEAT_MS;
  const heartbeat = setInterval(() => {
    const silentSince = performance.now() - (heartbeatMs * 2) / 3;
    for (const stream of streams) if (stream.wroteAt <= silentSince) stream.write(':\n\n');
  }, heartbeatMs / 3);
  heartbeat.unref();

  async function catchUp(stream: Stream, since: number): Promise<void> {
    const kept = await changes.kept();
    // Older than the window kept (or from another database): the page reads the line again.
    if (since > kept.latest || (kept.oldest > 0 && since < kept.oldest - 1)) {
      stream.cursor = Math.max(kept.latest, latest);
      stream.write(eventText('resync', stream.cursor, { version: stream.cursor }));
      return;
    }
    let batch: VersionedLineChange[];
    do {
      batch = await changes.after(stream.cursor);
      send(
        stream,
        batch,
        batch.map((one) => eventText('change', one.version, one.change)),
      );
    } while (batch.length === LINE_CHANGES_PAGE);
  }

  return {
    async open(since, write, end = () => undefined) {
      if (streams.size >= maxStreams) return null;
      const stream: Stream = {
        write: (chunk) => {
          stream.wroteAt = performance.now();
          write(chunk);
        },
        end,
        wroteAt: performance.now(),
        cursor: since ?? latest,
        queue: since === null ? null : [],
      };
      // Registered before the catch-up reads: what commits after their snapshot is heard and queued.
      streams.add(stream);
      stream.write(`retry: ${LINE_STREAM_RETRY_MS}\n\n`);
      if (since === null) {
        stream.write(eventText('ready', stream.cursor, { version: stream.cursor }));
      } else {
        try {
          await catchUp(stream, since);
        } catch (error) {
          streams.delete(stream);
          throw error;
        }
        const queued = stream.queue ?? [];
        stream.queue = null;
        for (const batch of queued)
          send(
            stream,
            batch,
            batch.map((one) => eventText('change', one.version, one.change)),
          );
        stream.write(eventText('ready', stream.cursor, { version: stream.cursor }));
      }
      return () => {
        streams.delete(stream);
      };
    },
    get size() {
      return streams.size;
    },
    get full() {
      return streams.size >= maxStreams;
    },
    async close() {
      clearInterval(heartbeat);
      for (const stream of streams) stream.end();
      streams.clear();
      await stopListening();
      await reading;
    },
  };
}
