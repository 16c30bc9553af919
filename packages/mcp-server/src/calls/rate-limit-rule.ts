/** At most `points` calls of `tool` (`*` = all tools together) per `durationS` seconds. */
export interface RateLimitRule {
  readonly tool: string;
  readonly points: number;
  readonly durationS: number;
}
