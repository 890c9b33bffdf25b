//! The CJK multibyte encodings, each decoded to and encoded from code points the way
//! libmbfl does: `jis` holds the Japanese family over the tables in `jis_data`.

pub(crate) mod jis;
mod jis_data;
