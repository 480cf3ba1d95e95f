// The CSV export's fields, as a spreadsheet reads them back: quoted where needed, and never run as a formula.
import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/insights/csv";

describe("the insights CSV", () => {
  it("quotes a field with a comma, a quote or a line break, leaves the rest bare, and ends each line with CRLF", () => {
    expect(
      toCsv(
        ["Post", "Reach"],
        [
          ["Fresh bread, warm", 12],
          ['She said "wow"', null],
          ["Two\nlines", 0],
          ["Plain", 3],
        ],
      ),
    ).toBe('Post,Reach\r\n"Fresh bread, warm",12\r\n"She said ""wow""",\r\n"Two\nlines",0\r\nPlain,3\r\n');
  });

  it("never lets a post's text run as a formula in a spreadsheet", () => {
    expect(toCsv(["Post"], [['=HYPERLINK("http://x")'], ["+1 for croissants"], ["-20% today"], ["@cornerbakery"], ["\tTabbed"]])).toBe(
      'Post\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+1 for croissants\r\n\'-20% today\r\n\'@cornerbakery\r\n\'\tTabbed\r\n',
    );
    // Numbers are numbers, even negative ones (follower changes).
    expect(toCsv(["Change"], [[-3]])).toBe("Change\r\n-3\r\n");
  });
});
