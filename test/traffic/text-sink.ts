/** A writable that keeps what a command printed, for assertions. */
export interface TextSink {
  write(chunk: string): void;
  text(): string;
}

/** Creates an empty {@link TextSink}. */
export function createSink(): TextSink {
  let text = '';
  return {
    write(chunk) {
      text += chunk;
    },
    text: () => text,
  };
}
