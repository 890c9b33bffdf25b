//! Unicode properties and case mapping as php's `php_unicode.c` does them: simple and full
//! upper/lower/title case and case folding, title casing by the Cased / Case_Ignorable
//! properties, the final-sigma rule (full lower and title modes), East Asian width, and the
//! "rare" code points `mb_detect_encoding` penalises.

mod tables;

use super::encoding::BAD;

/// `MB_CASE_*`: the modes of `mb_convert_case`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum CaseMode {
    Upper,
    Lower,
    Title,
    Fold,
    UpperSimple,
    LowerSimple,
    TitleSimple,
    FoldSimple,
}

impl CaseMode {
    pub(crate) fn from_int(n: i64) -> Option<CaseMode> {
        Some(match n {
            0 => CaseMode::Upper,
            1 => CaseMode::Lower,
            2 => CaseMode::Title,
            3 => CaseMode::Fold,
            4 => CaseMode::UpperSimple,
            5 => CaseMode::LowerSimple,
            6 => CaseMode::TitleSimple,
            7 => CaseMode::FoldSimple,
            _ => return None,
        })
    }
}

fn run_lookup(table: &[(u32, u32, i32, u32)], cp: u32) -> Option<u32> {
    let i = table.partition_point(|&(first, _, _, _)| first <= cp);
    let &(first, last, delta, step) = table.get(i.checked_sub(1)?)?;
    if cp <= last && (cp - first) % step.max(1) == 0 {
        Some(cp.wrapping_add_signed(delta))
    } else {
        None
    }
}

fn multi_lookup(table: &'static [(u32, &'static [u32])], cp: u32) -> Option<&'static [u32]> {
    table
        .binary_search_by_key(&cp, |&(c, _)| c)
        .ok()
        .map(|i| table[i].1)
}

fn in_ranges(table: &[(u32, u32)], cp: u32) -> bool {
    let i = table.partition_point(|&(first, _)| first <= cp);
    i > 0 && cp <= table[i - 1].1
}

pub(crate) fn upper_simple(cp: u32) -> u32 {
    run_lookup(tables::UPPER, cp).unwrap_or(cp)
}

pub(crate) fn lower_simple(cp: u32) -> u32 {
    run_lookup(tables::LOWER, cp).unwrap_or(cp)
}

pub(crate) fn title_simple(cp: u32) -> u32 {
    run_lookup(tables::TITLE, cp).unwrap_or_else(|| upper_simple(cp))
}

pub(crate) fn fold_simple(cp: u32) -> u32 {
    run_lookup(tables::FOLD, cp).unwrap_or(cp)
}

pub(crate) fn is_cased(cp: u32) -> bool {
    in_ranges(tables::CASED, cp)
}

pub(crate) fn is_case_ignorable(cp: u32) -> bool {
    in_ranges(tables::CASE_IGNORABLE, cp)
}

/// Columns a code point takes at a terminal: 2 for East Asian wide/fullwidth, else 1.
pub(crate) fn width(cp: u32) -> usize {
    if cp >= 0x1100 && in_ranges(tables::WIDE, cp) {
        2
    } else {
        1
    }
}

/// `estimate_demerits`: how unlikely a decoded code point is in real text.
pub(crate) fn demerits(cp: u32) -> u64 {
    if cp > 0xFFFF {
        40
    } else if (0x21..=0x2F).contains(&cp) {
        6
    } else if (tables::RARE[(cp >> 5) as usize] >> (cp & 31)) & 1 == 1 {
        30
    } else {
        1
    }
}

fn push_full(
    out: &mut Vec<u32>,
    cp: u32,
    multi: &'static [(u32, &'static [u32])],
    simple: fn(u32) -> u32,
) {
    match multi_lookup(multi, cp) {
        Some(seq) => out.extend_from_slice(seq),
        None => out.push(simple(cp)),
    }
}

fn title_full(out: &mut Vec<u32>, cp: u32) {
    push_full(out, cp, tables::TITLE_FULL, title_simple);
}

fn lower_full(out: &mut Vec<u32>, codes: &[u32], i: usize) {
    if codes[i] == 0x3A3 && is_final_sigma(codes, i) {
        out.push(0x3C2);
    } else {
        push_full(out, codes[i], tables::LOWER_FULL, lower_simple);
    }
}

/// Σ is final when a cased letter comes before it and none after it (case-ignorable code
/// points in between are skipped both ways).
fn is_final_sigma(codes: &[u32], i: usize) -> bool {
    let before = codes[..i]
        .iter()
        .rev()
        .find(|&&c| c == BAD || !is_case_ignorable(c));
    let after = codes[i + 1..]
        .iter()
        .find(|&&c| c == BAD || !is_case_ignorable(c));
    before.is_some_and(|&c| c != BAD && is_cased(c))
        && !after.is_some_and(|&c| c != BAD && is_cased(c))
}

/// Convert the case of decoded code points; `BAD` markers pass through untouched.
pub(crate) fn convert_case(mode: CaseMode, codes: &[u32]) -> Vec<u32> {
    let mut out = Vec::with_capacity(codes.len());
    let mut in_word = false;
    for (i, &c) in codes.iter().enumerate() {
        if c > 0xFF_FFFF {
            out.push(c);
            continue;
        }
        match mode {
            CaseMode::Upper => push_full(&mut out, c, tables::UPPER_FULL, upper_simple),
            CaseMode::UpperSimple => out.push(upper_simple(c)),
            CaseMode::Lower => lower_full(&mut out, codes, i),
            CaseMode::LowerSimple => out.push(lower_simple(c)),
            CaseMode::Fold => push_full(&mut out, c, tables::FOLD_FULL, fold_simple),
            CaseMode::FoldSimple => out.push(fold_simple(c)),
            CaseMode::Title | CaseMode::TitleSimple => {
                let simple = mode == CaseMode::TitleSimple;
                match (in_word, simple) {
                    (true, true) => out.push(lower_simple(c)),
                    (true, false) => lower_full(&mut out, codes, i),
                    (false, true) => out.push(title_simple(c)),
                    (false, false) => title_full(&mut out, c),
                }
                if !is_case_ignorable(c) {
                    in_word = is_cased(c);
                }
            }
        }
    }
    out
}

/// The first code point title-cased (full), for `mb_ucfirst`.
pub(crate) fn title_first(c: u32) -> Vec<u32> {
    let mut out = Vec::new();
    if c > 0xFF_FFFF {
        out.push(c);
    } else {
        title_full(&mut out, c);
    }
    out
}

/// The first code point lower-cased (full), for `mb_lcfirst`.
pub(crate) fn lower_first(c: u32) -> Vec<u32> {
    let mut out = Vec::new();
    if c > 0xFF_FFFF {
        out.push(c);
    } else {
        push_full(&mut out, c, tables::LOWER_FULL, lower_simple);
    }
    out
}
