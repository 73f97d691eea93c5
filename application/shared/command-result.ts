/** What every command answers: the stream's new version and the log position it wrote. */
export interface CommandResult {
  streamId: string;
  version: number;
  /** Global position of the last event written; queries may wait for projections to reach it. */
  position: number;
}
