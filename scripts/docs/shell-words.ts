/**
 * A command line split into words as sh splits a simple command: blanks separate words, single
 * quotes keep everything, double quotes keep all but `\"`, `\\`, `` \` `` and `\$`, a backslash
 * outside quotes keeps the next character, and `#` at the start of a word begins a comment. What
 * only a shell can do (`&&`, pipes, redirections, `$` expansions, globs, sub-shells) is refused
 * rather than passed on as a word, so a command run without a shell is the command as written.
 */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let index = 0;
  const refuse = (what: string): never => {
    throw new ShellWordsError(`${what} needs a shell, in: ${line}`);
  };
  while (index < line.length) {
    const char = line[index] ?? '';
    if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      index += 1;
    } else if (char === '#' && word === undefined) {
      break;
    } else if (char === "'") {
      const end = line.indexOf("'", index + 1);
      if (end < 0) refuse('an unclosed single quote');
      word = (word ?? '') + line.slice(index + 1, end);
      index = end + 1;
    } else if (char === '"') {
      let text = '';
      index += 1;
      for (;;) {
        const next = line[index];
        if (next === undefined) refuse('an unclosed double quote');
        if (next === '"') break;
        if (next === '$' || next === '`') refuse(`${next} inside double quotes`);
        if (next === '\\' && ['"', '\\', '`', '$'].includes(line[index + 1] ?? '')) {
          text += line[index + 1];
          index += 2;
        } else {
          text += next;
          index += 1;
        }
      }
      word = (word ?? '') + text;
      index += 1;
    } else if (char === '\\') {
      const next = line[index + 1];
      if (next === undefined) refuse('a line continued with \\');
      word = (word ?? '') + next;
      index += 2;
    } else if ('|&;<>()$`*?[]{}~'.includes(char) && !(char === '~' && word !== undefined)) {
      refuse(`"${char}"`);
    } else {
      word = (word ?? '') + char;
      index += 1;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

export class ShellWordsError extends Error {}
