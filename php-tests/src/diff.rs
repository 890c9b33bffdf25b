//! A small line-based unified diff (std only) for showing expected vs actual stdout.
//!
//! Lines keep their terminators, so a missing final newline or a `\r` shows up; bytes that
//! are not printable are escaped so that invisible differences stay visible.

/// Lines of context around each change.
const CONTEXT: usize = 3;
/// Above this many cells the LCS table is not built; the changed middle is shown whole.
const MAX_TABLE: usize = 4_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Op {
    Same,
    Removed,
    Added,
}

/// Split after every `\n`; the last line may lack one.
fn lines(bytes: &[u8]) -> Vec<&[u8]> {
    bytes.split_inclusive(|&b| b == b'\n').collect()
}

/// The edit script turning `a` into `b`, as (op, index in a or b).
fn edit_script<'a>(a: &[&'a [u8]], b: &[&'a [u8]]) -> Vec<(Op, usize)> {
    let prefix = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let suffix = a[prefix..]
        .iter()
        .rev()
        .zip(b[prefix..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (mid_a, mid_b) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);
    let mut script: Vec<(Op, usize)> = (0..prefix).map(|i| (Op::Same, i)).collect();
    let (n, m) = (mid_a.len(), mid_b.len());
    if (n + 1).saturating_mul(m + 1) > MAX_TABLE {
        script.extend((0..n).map(|i| (Op::Removed, prefix + i)));
        script.extend((0..m).map(|j| (Op::Added, prefix + j)));
    } else {
        // lcs[i][j] = length of the LCS of mid_a[i..] and mid_b[j..].
        let width = m + 1;
        let mut lcs = vec![0u32; (n + 1) * width];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                lcs[i * width + j] = if mid_a[i] == mid_b[j] {
                    lcs[(i + 1) * width + j + 1] + 1
                } else {
                    lcs[(i + 1) * width + j].max(lcs[i * width + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n || j < m {
            if i < n && j < m && mid_a[i] == mid_b[j] {
                script.push((Op::Same, prefix + i));
                i += 1;
                j += 1;
            } else if i < n && (j == m || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) {
                // Removals first on a tie, as diff(1) shows them.
                script.push((Op::Removed, prefix + i));
                i += 1;
            } else {
                script.push((Op::Added, prefix + j));
                j += 1;
            }
        }
    }
    script.extend((0..suffix).map(|k| (Op::Same, a.len() - suffix + k)));
    script
}

/// One line for display: escaped, with a note when it has no final newline.
fn render(prefix: char, line: &[u8]) -> String {
    let (body, has_newline) = match line.strip_suffix(b"\n") {
        Some(body) => (body, true),
        None => (line, false),
    };
    let mut out = String::new();
    out.push(prefix);
    for chunk in body.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '\r' => out.push_str("\\r"),
                '\t' => out.push('\t'),
                c if c.is_control() => out.push_str(&format!("\\x{:02x}", c as u32)),
                c => out.push(c),
            }
        }
        for byte in chunk.invalid() {
            out.push_str(&format!("\\x{byte:02x}"));
        }
    }
    out.push('\n');
    if !has_newline {
        out.push_str("\\ No newline at end of file\n");
    }
    out
}

/// A unified diff of two byte strings; empty when they are equal.
pub fn unified(expected: &[u8], actual: &[u8], expected_name: &str, actual_name: &str) -> String {
    if expected == actual {
        return String::new();
    }
    let (a, b) = (lines(expected), lines(actual));
    let script = edit_script(&a, &b);
    let mut out = format!("--- {expected_name}\n+++ {actual_name}\n");
    // Group changes that are within 2*CONTEXT lines of each other into hunks.
    let changes: Vec<usize> = script
        .iter()
        .enumerate()
        .filter(|(_, (op, _))| *op != Op::Same)
        .map(|(k, _)| k)
        .collect();
    let mut k = 0;
    while k < changes.len() {
        let start = changes[k].saturating_sub(CONTEXT);
        let mut end = changes[k];
        while k + 1 < changes.len() && changes[k + 1] <= end + 2 * CONTEXT + 1 {
            k += 1;
            end = changes[k];
        }
        let end = (end + CONTEXT + 1).min(script.len());
        k += 1;
        // Line numbers (1-based) where the hunk starts in each side.
        let before = &script[..start];
        let a_start = before.iter().filter(|(op, _)| *op != Op::Added).count();
        let b_start = before.iter().filter(|(op, _)| *op != Op::Removed).count();
        let hunk = &script[start..end];
        let a_len = hunk.iter().filter(|(op, _)| *op != Op::Added).count();
        let b_len = hunk.iter().filter(|(op, _)| *op != Op::Removed).count();
        let a_from = if a_len == 0 { a_start } else { a_start + 1 };
        let b_from = if b_len == 0 { b_start } else { b_start + 1 };
        out.push_str(&format!("@@ -{a_from},{a_len} +{b_from},{b_len} @@\n"));
        for &(op, index) in hunk {
            match op {
                Op::Same => out.push_str(&render(' ', a[index])),
                Op::Removed => out.push_str(&render('-', a[index])),
                Op::Added => out.push_str(&render('+', b[index])),
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::unified;

    #[test]
    fn equal_inputs_give_no_diff() {
        assert_eq!(unified(b"a\nb\n", b"a\nb\n", "e", "a"), "");
    }

    #[test]
    fn changed_line_in_context() {
        let diff = unified(
            b"1\n2\n3\n4\n5\n6\n7\n8\n9\n",
            b"1\n2\n3\n4\nfive\n6\n7\n8\n9\n",
            "e",
            "a",
        );
        assert_eq!(
            diff,
            "--- e\n+++ a\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"
        );
    }

    #[test]
    fn empty_actual() {
        let diff = unified(b"\nParse error: x\n", b"", "e", "a");
        assert_eq!(diff, "--- e\n+++ a\n@@ -1,2 +0,0 @@\n-\n-Parse error: x\n");
    }

    #[test]
    fn missing_final_newline_and_invisible_bytes() {
        let diff = unified(b"a\n", b"a", "e", "a");
        assert_eq!(
            diff,
            "--- e\n+++ a\n@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file\n"
        );
        let diff = unified(b"x\n", b"x\r\n\xff", "e", "a");
        assert!(diff.contains("+x\\r\n"), "{diff}");
        assert!(diff.contains("+\\xff\n"), "{diff}");
    }

    #[test]
    fn distant_changes_make_two_hunks() {
        let expected: String = (1..=20).map(|n| format!("{n}\n")).collect();
        let actual = expected
            .replace("2\n", "two\n")
            .replace("19\n", "nineteen\n");
        let diff = unified(expected.as_bytes(), actual.as_bytes(), "e", "a");
        assert_eq!(diff.matches("@@ -").count(), 2, "{diff}");
    }
}
