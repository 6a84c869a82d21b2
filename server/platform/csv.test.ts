import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

describe('csv', () => {
  it('quotes every cell, doubles quotes, keeps commas and newlines inside the cell, ends lines with CRLF', () => {
    expect(
      csvDocument(
        ['Name', 'Note'],
        [
          ['Ana "AJ" Díaz', 'a, b\nc'],
          [null, 3],
        ],
      ),
    ).toBe('"Name","Note"\r\n"Ana ""AJ"" Díaz","a, b\nc"\r\n"","3"\r\n');
  });

  it('neutralises spreadsheet formulas with a leading quote, negative numbers included, as before', () => {
    expect(csvDocument(['a', 'b', 'c', 'd', 'e'], [['=HYPERLINK("http://x","y")', '+1', '@SUM(A1)', -5, '\tx']])).toBe(
      '"a","b","c","d","e"\r\n"\'=HYPERLINK(""http://x"",""y"")","\'+1","\'@SUM(A1)","\'-5","\'\tx"\r\n',
    );
    expect(csvCell('＝1+1')).toBe('"\'＝1+1"');
  });

  it('writes one cell the same way', () => {
    expect(csvCell('=1,"2"\n')).toBe('"\'=1,""2""\n"');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(12.5)).toBe('"12.5"');
  });
});
