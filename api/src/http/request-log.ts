import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/*
 * Logs a newcomer can read. Fastify's default is two JSON lines per request (in and out); now
 * it is one line per answered request, at `info` for pages and calls and `debug` for files
 * (scripts, pictures), and errors as before. Outside production the lines are plain text
 * ("14:02:11 INFO  GET /shop 200 12 ms"); production keeps one JSON object per line for log
 * collectors. LOG_LEVEL changes the level (warn: only problems).
 */

/** A file: the built app's assets, pictures, the explorer's files. */
const FILE = /^\/(assets|uploads|images|graphiql)\/|\.[a-z0-9]+(\?|$)/i;

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
/** Pino's own fields, not repeated after the message. */
const OWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

/** One readable line from one of pino's JSON lines (anything unparsable is passed through). */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString().slice(11, 19);
  const level = LEVEL_NAMES[entry.level as number] ?? String(entry.level);
  const extra = Object.entries(entry)
    .filter(([key]) => !OWN.has(key))
    .map(([key, value]) => {
      if (key === 'err' && value && typeof value === 'object') {
        const err = value as { type?: string; message?: string; stack?: string };
        return `\n${err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`}`;
      }
      return ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    })
    .join('');
  return `${time} ${level} ${String(entry.msg ?? '')}${extra}\n`;
}

export function loggerOptions(config: { logLevel: string; isProduction: boolean }): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(config.isProduction ? {} : { stream: { write: (line: string) => void process.stdout.write(readableLine(line.trimEnd())) } }),
  };
}

/** One line per answered request instead of Fastify's two (in and out); errors as before. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const path = request.url.split('?')[0];
    const line = `${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else if (FILE.test(path)) reply.log.debug(line);
    else reply.log.info(line);
  }
}

export const requestLogController = () => new OneLinePerRequest();
