/**
 * The labels of the example buttons carry their code between backticks, as
 * Markdown writes it ("8. A pattern in `in`"): the button draws that part in
 * code type, and its accessible name is the plain text.
 */
export type LabelPart = {text: string; code?: true};

export function labelParts(label: string): LabelPart[] {
  return label
    .split('`')
    .map((text, index): LabelPart => (index % 2 === 1 ? {text, code: true} : {text}))
    .filter(({text}) => text !== '');
}

/** The label as a button is named by: without the backticks. */
export const plainLabel = (label: string): string => label.replaceAll('`', '');
