/**
 * The commands of a shell code block, as the platform check reads them: one entry per simple command, with its
 * words after quoting is undone, the variables it expands, and the body of its here-document. Parsing is
 * shell-quote's; this module adds what it leaves to the caller: continuation lines, comments, here-documents and
 * command substitution `$(…)`, whose inner command is a command of its own.
 */
import {parse, type ParseEntry} from 'shell-quote';

export type ShellCommand = {
  /** The words, quotes removed; a variable stays written as `$NAME`. */
  words: string[];
  /** The variables the command expands (not those inside single quotes). */
  variables: string[];
  /** The text of a here-document fed to the command (`cat > .env <<EOF`). */
  heredoc?: string;
  /** Page line of the command's first line. */
  line: number;
};

const HEREDOC = /<<-?\s*(['"]?)([A-Za-z_]\w*)\1/;
const SEPARATORS = new Set(['&&', '||', '|', ';', '&', '(', ')', '|&', ';;']);

/** The commands of a script whose first line is page line `firstLine`. */
export function commandsOf(script: string, firstLine: number): ShellCommand[] {
  const lines = script.split('\n');
  const commands: ShellCommand[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = firstLine + index;
    let text = lines[index];
    while (text.endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      text = `${text.slice(0, -1)} ${lines[index]}`;
    }
    if (!text.trim() || text.trim().startsWith('#')) continue;
    let heredoc: string | undefined;
    const marker = HEREDOC.exec(text);
    if (marker) {
      const body: string[] = [];
      while (index + 1 < lines.length && lines[index + 1].trim() !== marker[2]) body.push(lines[++index]);
      index += 1;
      heredoc = body.join('\n');
      text = text.replace(HEREDOC, '');
    }
    const parsed = splitCommands(text);
    parsed.forEach((command, position) => {
      // The here-document feeds the command that holds the `<<`: the first of the line in practice.
      commands.push({...command, line, ...(position === 0 && heredoc !== undefined && {heredoc})});
    });
  }
  return commands;
}

function splitCommands(text: string): Omit<ShellCommand, 'line'>[] {
  const variables: string[] = [];
  let entries: ParseEntry[];
  try {
    entries = parse(text, (name) => {
      // `${list[@]}` expands `list`; an empty name is the `$` of a command substitution `$(…)`.
      const variable = name.replace(/\[.*\]$/, '');
      if (variable) variables.push(variable);
      return `$${variable}`;
    });
  } catch {
    return [];
  }
  const commands: Omit<ShellCommand, 'line'>[] = [];
  let words: string[] = [];
  const flush = () => {
    if (words.length > 0) commands.push({words, variables: variablesIn(words, variables)});
    words = [];
  };
  for (const entry of entries) {
    if (typeof entry === 'string') {
      words.push(entry);
    } else if ('comment' in entry) {
      break;
    } else if (entry.op === 'glob') {
      words.push(entry.pattern);
    } else if (SEPARATORS.has(entry.op)) {
      // `$(`: shell-quote leaves the `$` on the word before the parenthesis.
      if (entry.op === '(' && words.at(-1)?.endsWith('$')) words[words.length - 1] = words.at(-1)!.slice(0, -1);
      if (words.at(-1) === '') words.pop();
      flush();
    } else {
      // Redirections: the target is the next word; keep the operator so that `> file` can be read.
      words.push(entry.op);
    }
  }
  flush();
  return commands;
}

/** The variables among `all` that appear in these words (a command of a line gets only its own). */
function variablesIn(words: string[], all: string[]): string[] {
  const text = words.join(' ');
  return [...new Set(all.filter((name) => text.includes(`$${name}`)))];
}
