//! image.c: `image_type_to_mime_type`, `image_type_to_extension`, `getimagesize` and
//! `getimagesizefromstring`. The type is told from the first bytes as php tells it; the
//! size is read for GIF, JPEG (with its APPn blocks for `$image_info`), PNG, SWF
//! (uncompressed), PSD, BMP, TIFF, JPEG 2000 (JPC, JP2), IFF, WBMP, XBM, ICO and WEBP.
//! Compressed SWF (which needs zlib) answers false, and AVIF is not told apart.

use crate::standard::file::streams::open_internal;
use crate::{def, def_ref};
use rphp_vm::builtins::{Builtin, arg_bool, arg_int, arg_str, value_error};
use rphp_vm::diag::msg_str;
use rphp_vm::exec::{Control, Vm};
use rphp_vm::value::{PhpArray, Value};

pub(crate) const FUNCTIONS: &[Builtin] = &[
    def(
        "image_type_to_mime_type",
        image_type_to_mime_type,
        1,
        1,
        &["image_type"],
    ),
    def(
        "image_type_to_extension",
        image_type_to_extension,
        1,
        2,
        &["image_type", "include_dot"],
    ),
    def_ref(
        "getimagesize",
        getimagesize,
        1,
        2,
        0b10,
        &["filename", "image_info"],
    ),
    def_ref(
        "getimagesizefromstring",
        getimagesizefromstring,
        1,
        2,
        0b10,
        &["string", "image_info"],
    ),
];

const UNKNOWN: i64 = 0;
const GIF: i64 = 1;
const JPEG: i64 = 2;
const PNG: i64 = 3;
const SWF: i64 = 4;
const PSD: i64 = 5;
const BMP: i64 = 6;
const TIFF_II: i64 = 7;
const TIFF_MM: i64 = 8;
const JPC: i64 = 9;
const JP2: i64 = 10;
const SWC: i64 = 13;
const XBM: i64 = 16;
const IFF: i64 = 14;
const WBMP: i64 = 15;
const ICO: i64 = 17;
const WEBP: i64 = 18;

/// The `IMAGETYPE_*` constants.
pub(crate) const CONSTANTS: &[(&str, i64)] = &[
    ("IMAGETYPE_GIF", 1),
    ("IMAGETYPE_JPEG", 2),
    ("IMAGETYPE_PNG", 3),
    ("IMAGETYPE_SWF", 4),
    ("IMAGETYPE_PSD", 5),
    ("IMAGETYPE_BMP", 6),
    ("IMAGETYPE_TIFF_II", 7),
    ("IMAGETYPE_TIFF_MM", 8),
    ("IMAGETYPE_JPC", 9),
    ("IMAGETYPE_JP2", 10),
    ("IMAGETYPE_JPX", 11),
    ("IMAGETYPE_JB2", 12),
    ("IMAGETYPE_SWC", 13),
    ("IMAGETYPE_IFF", 14),
    ("IMAGETYPE_WBMP", 15),
    ("IMAGETYPE_JPEG2000", 9),
    ("IMAGETYPE_XBM", 16),
    ("IMAGETYPE_ICO", 17),
    ("IMAGETYPE_WEBP", 18),
    ("IMAGETYPE_AVIF", 19),
    ("IMAGETYPE_HEIF", 20),
    ("IMAGETYPE_UNKNOWN", 0),
    ("IMAGETYPE_COUNT", 22),
    ("IMAGETYPE_SVG", 21),
];

fn mime(t: i64) -> &'static str {
    match t {
        1 => "image/gif",
        2 => "image/jpeg",
        3 => "image/png",
        4 | 13 => "application/x-shockwave-flash",
        5 => "image/psd",
        6 => "image/bmp",
        7 | 8 => "image/tiff",
        10 => "image/jp2",
        14 => "image/iff",
        15 => "image/vnd.wap.wbmp",
        16 => "image/xbm",
        17 => "image/vnd.microsoft.icon",
        18 => "image/webp",
        19 => "image/avif",
        20 => "image/heif",
        21 => "image/svg+xml",
        _ => "application/octet-stream",
    }
}

fn extension(t: i64) -> Option<&'static str> {
    Some(match t {
        1 => ".gif",
        2 => ".jpeg",
        3 => ".png",
        4 | 13 => ".swf",
        5 => ".psd",
        6 | 15 => ".bmp",
        7 | 8 => ".tiff",
        9 => ".jpc",
        10 => ".jp2",
        11 => ".jpx",
        12 => ".jb2",
        14 => ".iff",
        16 => ".xbm",
        17 => ".ico",
        18 => ".webp",
        19 => ".avif",
        20 => ".heif",
        21 => ".svg",
        _ => return None,
    })
}

fn image_type_to_mime_type(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let t = arg_int(vm, a, 0, "image_type_to_mime_type", "image_type")?;
    Ok(Value::str(mime(t)))
}

fn image_type_to_extension(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "image_type_to_extension";
    let t = arg_int(vm, a, 0, f, "image_type")?;
    let dot = a.len() < 2 || arg_bool(vm, a, 1, f, "include_dot")?;
    Ok(match extension(t) {
        Some(e) => Value::str(if dot { e } else { &e[1..] }),
        None => Value::Bool(false),
    })
}

/// A read position over the image's bytes, with php's stream reads and seeks.
struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
}

impl Cursor<'_> {
    /// Up to `n` bytes.
    fn read(&mut self, n: usize) -> &[u8] {
        let start = self.pos.min(self.data.len());
        let end = start.saturating_add(n).min(self.data.len());
        self.pos = end;
        &self.data[start..end]
    }

    /// Exactly `N` bytes, or None.
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        self.read(N).try_into().ok()
    }

    fn getc(&mut self) -> Option<u8> {
        self.read(1).first().copied()
    }

    /// A relative seek; false past the end (the position stays at the end).
    fn skip(&mut self, n: i64) -> bool {
        let target = self.pos as i64 + n;
        if target < 0 || target as usize > self.data.len() {
            self.pos = self.data.len();
            return false;
        }
        self.pos = target as usize;
        true
    }

    fn read2(&mut self) -> u32 {
        self.take::<2>()
            .map_or(0, |b| u32::from(u16::from_be_bytes(b)))
    }
}

/// What a handler found (php's `struct gfxinfo`).
#[derive(Default)]
struct Info {
    width: u32,
    height: u32,
    bits: u32,
    channels: u32,
}

struct Scan<'a, 'v> {
    vm: &'v mut Vm,
    func: &'static str,
    /// The name php's notices give (the file name, or the data itself up to a NUL).
    input: &'a [u8],
}

impl Scan<'_, '_> {
    fn read_error(&mut self) -> i64 {
        let shown = self.input.split(|&b| b == 0).next().unwrap_or(&[]);
        let msg = format!("{}(): Error reading from {}!", self.func, msg_str(shown));
        self.vm.notice(msg);
        UNKNOWN
    }

    /// php_getimagetype: the type from the first bytes (the cursor stays after them).
    fn image_type(&mut self, c: &mut Cursor) -> i64 {
        let head = c.read(3).to_vec();
        if head.len() != 3 {
            return self.read_error();
        }
        match &head[..] {
            b"GIF" => return GIF,
            [0xff, 0xd8, 0xff] => return JPEG,
            [0x89, b'P', b'N'] => {
                let rest = c.read(5);
                if rest.len() != 5 {
                    return self.read_error();
                }
                if rest == b"G\r\n\x1a\n" {
                    return PNG;
                }
                let f = self.func;
                self.vm
                    .warn(format!("{f}(): PNG file corrupted by ASCII conversion"));
                return UNKNOWN;
            }
            b"FWS" => return SWF,
            b"CWS" => return SWC,
            b"8BP" => return PSD,
            [b'B', b'M', _] => return BMP,
            [0xff, 0x4f, 0xff] => return JPC,
            b"RIF" => {
                let rest = c.read(9).to_vec();
                if rest.len() != 9 {
                    return self.read_error();
                }
                return if &rest[5..9] == b"WEBP" {
                    WEBP
                } else {
                    UNKNOWN
                };
            }
            _ => {}
        }
        let Some(&fourth) = c.read(1).first() else {
            return self.read_error();
        };
        let mut sig = head;
        sig.push(fourth);
        match &sig[..] {
            b"II\x2a\x00" => return TIFF_II,
            b"MM\x00\x2a" => return TIFF_MM,
            b"FORM" => return IFF,
            [0, 0, 1, 0] => return ICO,
            _ => {}
        }
        let rest = c.read(8).to_vec();
        let twelve = rest.len() == 8;
        sig.extend_from_slice(&rest);
        if twelve && sig == b"\x00\x00\x00\x0cjP  \x0d\x0a\x87\x0a" {
            return JP2;
        }
        if wbmp(c.data).is_some() {
            return WBMP;
        }
        if !twelve {
            return self.read_error();
        }
        if xbm(c.data).is_some() {
            return XBM;
        }
        UNKNOWN
    }

    /// php_handle_jpc: a JPEG 2000 codestream's SIZ segment (after its SOC marker).
    fn jpc(&mut self, c: &mut Cursor) -> Option<Info> {
        if c.getc() != Some(0x51) {
            let f = self.func;
            self.vm.warn(format!(
                "{f}(): JPEG2000 codestream corrupt(Expected SIZ marker not found after SOC)"
            ));
            return None;
        }
        c.read2();
        c.read2();
        let width = read4(c);
        let height = read4(c);
        if !c.skip(24) {
            return None;
        }
        let channels = c.read2();
        if (channels == 0 && c.pos >= c.data.len()) || channels > 256 {
            return None;
        }
        let mut bits = 0u32;
        for _ in 0..channels {
            // a missing byte is php's EOF (-1), so its depth counts as 0
            let depth = c.getc().map_or(0, |b| u32::from(b) + 1);
            bits = bits.max(depth);
            c.getc();
            c.getc();
        }
        Some(Info {
            width,
            height,
            bits,
            channels,
        })
    }

    /// php_handle_jp2: the first codestream box at the root of a JP2 file.
    fn jp2(&mut self, c: &mut Cursor) -> Option<Info> {
        let mut result = None;
        loop {
            let length = read4(c);
            let Some(kind) = c.take::<4>() else {
                break;
            };
            if length == 1 {
                return None;
            }
            if &kind == b"jp2c" {
                c.skip(3);
                result = self.jpc(c);
                break;
            }
            if length as i32 <= 0 || !c.skip(i64::from(length) - 8) {
                break;
            }
        }
        if result.is_none() {
            let f = self.func;
            self.vm
                .warn(format!("{f}(): JP2 file has no codestreams at root level"));
        }
        result
    }

    /// php_next_marker: the next JPEG marker, swallowing padding.
    fn next_marker(&mut self, c: &mut Cursor, ff_read: bool) -> u8 {
        const EOI: u8 = 0xd9;
        if !ff_read {
            let mut extraneous = 0usize;
            loop {
                match c.getc() {
                    None => return EOI,
                    Some(0xff) => break,
                    Some(_) => extraneous += 1,
                }
            }
            if extraneous > 0 {
                let f = self.func;
                self.vm.warn(format!(
                    "{f}(): Corrupt JPEG data: {extraneous} extraneous bytes before marker"
                ));
            }
        }
        loop {
            match c.getc() {
                None => return EOI,
                Some(0xff) => continue,
                Some(m) => return m,
            }
        }
    }

    fn jpeg(&mut self, c: &mut Cursor, mut app: Option<&mut PhpArray>) -> Option<Info> {
        let mut result: Option<Info> = None;
        let mut ff_read = true;
        loop {
            let marker = self.next_marker(c, ff_read);
            ff_read = false;
            match marker {
                0xc0..=0xc3 | 0xc5..=0xc7 | 0xc9..=0xcb | 0xcd..=0xcf => {
                    if result.is_none() {
                        let length = c.read2();
                        let bits = c.getc().map_or(u32::MAX, u32::from);
                        let height = c.read2();
                        let width = c.read2();
                        let channels = c.getc().map_or(u32::MAX, u32::from);
                        result = Some(Info {
                            width,
                            height,
                            bits,
                            channels,
                        });
                        if app.is_none() || length < 8 || !c.skip(i64::from(length) - 8) {
                            return result;
                        }
                    } else if !skip_variable(c) {
                        return result;
                    }
                }
                0xe0..=0xef => match app.as_deref_mut() {
                    Some(info) => {
                        let length = c.read2();
                        if length < 2 {
                            return result;
                        }
                        let block = c.read(length as usize - 2);
                        if block.len() != length as usize - 2 {
                            return result;
                        }
                        let name = format!("APP{}", marker - 0xe0);
                        if info.get_named(&name).is_none() {
                            info.insert(name.as_str(), Value::str(block));
                        }
                    }
                    None => {
                        if !skip_variable(c) {
                            return result;
                        }
                    }
                },
                0xda | 0xd9 => return result,
                _ => {
                    if !skip_variable(c) {
                        return result;
                    }
                }
            }
        }
    }
}

/// php_skip_variable: skip a block by its length.
fn skip_variable(c: &mut Cursor) -> bool {
    let length = c.read2();
    if length < 2 {
        return false;
    }
    c.skip(i64::from(length) - 2);
    true
}

/// php_get_wbmp: (width, height) of a WBMP header read from the start.
fn wbmp(data: &[u8]) -> Option<(u32, u32)> {
    let mut c = Cursor { data, pos: 0 };
    if c.getc()? != 0 {
        return None;
    }
    while c.getc()? & 0x80 != 0 {}
    let mut number = || -> Option<u32> {
        let mut v = 0u32;
        loop {
            let i = c.getc()?;
            v = (v << 7) | u32::from(i & 0x7f);
            if v > 2048 {
                return None;
            }
            if i & 0x80 == 0 {
                return Some(v);
            }
        }
    };
    let width = number()?;
    let height = number()?;
    (width != 0 && height != 0).then_some((width, height))
}

/// php_read4: a big-endian word, 0 at the end of the data.
fn read4(c: &mut Cursor) -> u32 {
    c.take::<4>().map_or(0, u32::from_be_bytes)
}

/// php_get_xbm: the `#define NAME_width N` and `#define NAME_height N` lines of an XBM.
fn xbm(data: &[u8]) -> Option<(u32, u32)> {
    let (mut width, mut height) = (0u32, 0u32);
    for line in data.split_inclusive(|&b| b == b'\n') {
        let Some(rest) = line.strip_prefix(b"#define") else {
            continue;
        };
        let mut words = rest
            .split(|b| b.is_ascii_whitespace())
            .filter(|w| !w.is_empty());
        let (Some(name), Some(num)) = (words.next(), words.next()) else {
            continue;
        };
        // sscanf's %d: an optional sign and the digits that follow
        let digits = num
            .iter()
            .enumerate()
            .take_while(|&(i, b)| b.is_ascii_digit() || (i == 0 && (*b == b'-' || *b == b'+')))
            .count();
        let Some(value) = std::str::from_utf8(&num[..digits])
            .ok()
            .and_then(|d| d.parse::<i64>().ok())
        else {
            continue;
        };
        let kind = name.rsplit(|&b| b == b'_').next().unwrap_or(name);
        if kind == b"width" {
            width = value as u32;
            if height != 0 {
                break;
            }
        }
        if kind == b"height" {
            height = value as u32;
            if width != 0 {
                break;
            }
        }
    }
    (width != 0 && height != 0).then_some((width, height))
}

fn iff(c: &mut Cursor) -> Option<Info> {
    let head = c.take::<8>()?;
    if &head[4..8] != b"ILBM" && &head[4..8] != b"PBM " {
        return None;
    }
    loop {
        let chunk = c.take::<8>()?;
        let mut size = be32(&chunk[4..8]) as i32;
        if size < 0 {
            return None;
        }
        if size & 1 == 1 {
            size += 1;
        }
        if &chunk[0..4] == b"BMHD" {
            if size < 9 {
                return None;
            }
            let a = c.take::<9>()?;
            let width = i16::from_be_bytes([a[0], a[1]]);
            let height = i16::from_be_bytes([a[2], a[3]]);
            let bits = a[8];
            if width > 0 && height > 0 && bits > 0 && bits < 33 {
                return Some(Info {
                    width: width as u32,
                    height: height as u32,
                    bits: u32::from(bits),
                    channels: 0,
                });
            }
        } else if !c.skip(i64::from(size)) {
            return None;
        }
    }
}

fn be32(b: &[u8]) -> u32 {
    u32::from_be_bytes([b[0], b[1], b[2], b[3]])
}

fn le32(b: &[u8]) -> u32 {
    u32::from_le_bytes([b[0], b[1], b[2], b[3]])
}

fn gif(c: &mut Cursor) -> Option<Info> {
    if !c.skip(3) {
        return None;
    }
    let d = c.take::<5>()?;
    Some(Info {
        width: u32::from(u16::from_le_bytes([d[0], d[1]])),
        height: u32::from(u16::from_le_bytes([d[2], d[3]])),
        bits: if d[4] & 0x80 != 0 {
            u32::from(d[4] & 7) + 1
        } else {
            0
        },
        channels: 3,
    })
}

fn png(c: &mut Cursor) -> Option<Info> {
    if !c.skip(8) {
        return None;
    }
    let d = c.take::<9>()?;
    Some(Info {
        width: be32(&d[0..4]),
        height: be32(&d[4..8]),
        bits: u32::from(d[8]),
        channels: 0,
    })
}

/// An SWF frame rectangle's field: `count` bits from bit `pos`.
fn swf_bits(buf: &[u8], pos: u32, count: u32) -> u32 {
    (pos..pos + count).fold(0u32, |acc, bit| {
        let byte = buf.get((bit / 8) as usize).copied().unwrap_or(0);
        let b = u32::from((byte >> (7 - bit % 8)) & 1);
        acc.wrapping_add(b << (count - (bit - pos) - 1))
    })
}

fn swf(c: &mut Cursor) -> Option<Info> {
    if !c.skip(5) {
        return None;
    }
    let a = c.take::<32>()?;
    let bits = swf_bits(&a, 0, 5);
    let field = |k: u32| swf_bits(&a, 5 + k * bits, bits);
    Some(Info {
        width: field(1).wrapping_sub(field(0)) / 20,
        height: field(3).wrapping_sub(field(2)) / 20,
        ..Info::default()
    })
}

fn psd(c: &mut Cursor) -> Option<Info> {
    if !c.skip(11) {
        return None;
    }
    let d = c.take::<8>()?;
    Some(Info {
        height: be32(&d[0..4]),
        width: be32(&d[4..8]),
        ..Info::default()
    })
}

fn bmp(c: &mut Cursor) -> Option<Info> {
    if !c.skip(11) {
        return None;
    }
    let d = c.take::<16>()?;
    let size = le32(&d[0..4]);
    if size == 12 {
        Some(Info {
            width: u32::from(u16::from_le_bytes([d[4], d[5]])),
            height: u32::from(u16::from_le_bytes([d[6], d[7]])),
            bits: u32::from(d[11]),
            channels: 0,
        })
    } else if size > 12 && (size <= 64 || size == 108 || size == 124) {
        Some(Info {
            width: le32(&d[4..8]),
            height: (le32(&d[8..12]) as i32).unsigned_abs(),
            bits: u32::from(u16::from_le_bytes([d[14], d[15]])),
            channels: 0,
        })
    } else {
        None
    }
}

fn tiff(c: &mut Cursor, motorola: bool) -> Option<Info> {
    let u16_at = |b: &[u8]| {
        if motorola {
            u16::from_be_bytes([b[0], b[1]])
        } else {
            u16::from_le_bytes([b[0], b[1]])
        }
    };
    let u32_at = |b: &[u8]| {
        if motorola { be32(b) } else { le32(b) }
    };
    let ptr = c.take::<4>()?;
    let ifd = i64::from(u32_at(&ptr));
    if !c.skip(ifd - 8) {
        return None;
    }
    let count = usize::from(u16_at(&c.take::<2>()?));
    let dir = c.read(12 * count + 4);
    if dir.len() != 12 * count + 4 {
        return None;
    }
    let (mut width, mut height) = (0i64, 0i64);
    for e in dir.chunks_exact(12).take(count) {
        let tag = u16_at(&e[0..2]);
        let value = match u16_at(&e[2..4]) {
            1 | 6 => i64::from(e[8]),
            3 => i64::from(u16_at(&e[8..10])),
            8 => i64::from(u16_at(&e[8..10]) as i16),
            4 => i64::from(u32_at(&e[8..12])),
            9 => i64::from(u32_at(&e[8..12]) as i32),
            _ => continue,
        };
        match tag {
            0x0100 | 0xa002 => width = value,
            0x0101 | 0xa003 => height = value,
            _ => {}
        }
    }
    (width != 0 && height != 0).then(|| Info {
        width: width as u32,
        height: height as u32,
        ..Info::default()
    })
}

fn ico(c: &mut Cursor) -> Option<Info> {
    let n = c.take::<2>()?;
    let mut icons = u16::from_le_bytes(n);
    if !(1..=255).contains(&icons) {
        return None;
    }
    let mut r = Info::default();
    while icons > 0 {
        let Some(d) = c.take::<16>() else {
            break;
        };
        let bits = u32::from(u16::from_le_bytes([d[6], d[7]]));
        if bits >= r.bits {
            r.width = u32::from(d[0]);
            r.height = u32::from(d[1]);
            r.bits = bits;
        }
        icons -= 1;
    }
    if r.width == 0 {
        r.width = 256;
    }
    if r.height == 0 {
        r.height = 256;
    }
    Some(r)
}

fn webp(c: &mut Cursor) -> Option<Info> {
    let b = c.take::<18>()?;
    if &b[0..3] != b"VP8" {
        return None;
    }
    let b32 = |i: usize| u32::from(b[i]);
    let (width, height) = match b[3] {
        b' ' => (
            b32(14) + ((b32(15) & 0x3f) << 8),
            b32(16) + ((b32(17) & 0x3f) << 8),
        ),
        b'L' => (
            b32(9) + ((b32(10) & 0x3f) << 8) + 1,
            (b32(10) >> 6) + (b32(11) << 2) + ((b32(12) & 0xf) << 10) + 1,
        ),
        b'X' => (
            b32(12) + (b32(13) << 8) + (b32(14) << 16) + 1,
            b32(15) + (b32(16) << 8) + (b32(17) << 16) + 1,
        ),
        _ => return None,
    };
    Some(Info {
        width,
        height,
        bits: 8,
        channels: 0,
    })
}

/// php_getimagesize_from_stream over the image's bytes.
fn size_of(
    vm: &mut Vm,
    func: &'static str,
    input: &[u8],
    data: &[u8],
    app: Option<&mut PhpArray>,
) -> Value {
    let mut scan = Scan { vm, func, input };
    let mut c = Cursor { data, pos: 0 };
    let t = scan.image_type(&mut c);
    let info = match t {
        GIF => gif(&mut c),
        JPEG => scan.jpeg(&mut c, app),
        PNG => png(&mut c),
        SWF => swf(&mut c),
        PSD => psd(&mut c),
        BMP => bmp(&mut c),
        TIFF_II => tiff(&mut c, false),
        TIFF_MM => tiff(&mut c, true),
        JPC => scan.jpc(&mut c),
        JP2 => scan.jp2(&mut c),
        IFF => iff(&mut c),
        XBM => xbm(data).map(|(width, height)| Info {
            width,
            height,
            ..Info::default()
        }),
        WBMP => wbmp(data).map(|(width, height)| Info {
            width,
            height,
            ..Info::default()
        }),
        ICO => ico(&mut c),
        WEBP => webp(&mut c),
        _ => None,
    };
    let Some(info) = info else {
        return Value::Bool(false);
    };
    let mut out = PhpArray::new();
    out.insert(0, Value::Int(i64::from(info.width)));
    out.insert(1, Value::Int(i64::from(info.height)));
    out.insert(2, Value::Int(t));
    // php prints the numbers with %d
    let attr = format!(
        "width=\"{}\" height=\"{}\"",
        info.width as i32, info.height as i32
    );
    out.insert(3, Value::str(attr));
    if info.bits != 0 {
        out.insert("bits", Value::Int(i64::from(info.bits)));
    }
    if info.channels != 0 {
        out.insert("channels", Value::Int(i64::from(info.channels)));
    }
    out.insert("mime", Value::str(mime(t)));
    out.insert("width_unit", Value::str("px"));
    out.insert("height_unit", Value::str("px"));
    Value::Array(out)
}

/// `$image_info`: reset to an empty array when passed.
fn info_param(a: &[Value]) -> Option<PhpArray> {
    matches!(a.get(1), Some(Value::Ref(_))).then(PhpArray::new)
}

fn store_info(a: &[Value], info: Option<PhpArray>) {
    if let (Some(Value::Ref(r)), Some(info)) = (a.get(1), info) {
        r.set(Value::Array(info));
    }
}

fn getimagesize(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "getimagesize";
    let path = arg_str(vm, a, 0, f, "filename")?;
    if path.contains(&0) {
        return Err(value_error(
            f,
            0,
            "filename",
            "must not contain any null bytes",
        ));
    }
    let mut info = info_param(a);
    store_info(a, info.clone());
    let Some(mut s) = open_internal(vm, f, &path, b"rb")? else {
        return Ok(Value::Bool(false));
    };
    let data = s.read_all();
    let r = size_of(vm, f, &path, &data, info.as_mut());
    store_info(a, info);
    Ok(r)
}

fn getimagesizefromstring(vm: &mut Vm, a: &mut [Value]) -> Result<Value, Control> {
    let f = "getimagesizefromstring";
    let data = arg_str(vm, a, 0, f, "string")?;
    let mut info = info_param(a);
    let r = size_of(vm, f, &data, &data, info.as_mut());
    store_info(a, info);
    Ok(r)
}
