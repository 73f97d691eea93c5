/** What a state or an event's data holds once stored as JSON: replays and diffs show it as it is. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
