//! Array literals: `NewArray` and one add op per item. A literal key is named in the op
//! (`AddElemLit`), with `fresh` when no earlier item can hold it, so the array is filled
//! without a lookup per key; an array whose first key is a string is made hashed at once.

use super::expr::const_array;
use super::{CResult, Compiler, NONE};
use crate::bytecode::{Const, Op, Slot};
use rphp_parser::ast::{self, ExprKind};

impl Compiler {
    pub(super) fn array_literal(&mut self, lit: &ast::ArrayLiteral) -> CResult<Slot> {
        if let Some(c) = const_array(lit) {
            return Ok(self.const_tmp(c));
        }
        let arr = self.tmp();
        let first_key = lit.items.first().and_then(|i| i.as_ref()?.key.as_ref());
        self.emit(Op::NewArray {
            hashed: matches!(first_key.and_then(literal_key), Some(Const::Str(_))),
            dst: arr,
            cap: lit.items.len() as u32,
        });
        // the literal keys so far, while every item has one (`AddElemLit`'s `fresh`)
        let mut seen: Option<Vec<Const>> = Some(Vec::new());
        for item in &lit.items {
            let Some(item) = item else {
                return Err(self.err("Cannot use empty array elements in arrays"));
            };
            let key = item.key.as_ref().and_then(literal_key);
            let fresh = match (&mut seen, &key) {
                (Some(s), Some(k)) if !item.spread && !item.by_ref && !s.contains(k) => {
                    s.push(k.clone());
                    true
                }
                _ => {
                    seen = None;
                    false
                }
            };
            if item.spread {
                let v = self.expr(&item.value)?;
                self.emit(Op::AddSpread { arr, src: v });
                continue;
            }
            if item.by_ref {
                let key = match &item.key {
                    Some(k) => self.expr(k)?,
                    None => NONE,
                };
                let r = self.ref_of(&item.value)?;
                self.emit(Op::AddElemRef { arr, key, val: r });
                continue;
            }
            match &item.key {
                Some(_) if key.is_some() => {
                    let lit = key.map(|c| self.lit(c));
                    let v = self.expr(&item.value)?;
                    let v = self.owned(v);
                    if let Some(lit) = lit {
                        self.emit(Op::AddElemLit {
                            fresh,
                            arr,
                            lit,
                            val: v,
                        });
                    }
                }
                Some(k) => {
                    let key = self.expr(k)?;
                    let v = self.expr(&item.value)?;
                    let v = self.owned(v);
                    self.emit(Op::AddElemKey { arr, key, val: v });
                }
                None => {
                    let v = self.expr(&item.value)?;
                    let v = self.owned(v);
                    self.emit(Op::AddElem { arr, val: v });
                }
            }
        }
        Ok(arr)
    }
}

/// An array literal's key that is a key as it stands: an int literal, or a string literal
/// that is no canonical int (`"8"` becomes the int 8 at run time, so it is not one).
fn literal_key(k: &ast::Expr) -> Option<Const> {
    match &k.kind {
        ExprKind::Int(i) => Some(Const::Int(*i)),
        ExprKind::String(s) if crate::value::array::canonical_int(s).is_none() => {
            Some(Const::Str(s.clone()))
        }
        _ => None,
    }
}
