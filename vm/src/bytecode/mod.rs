//! The bytecode: register-style `Op`s over a frame's slots, and the immutable `Unit` a
//! compiled function (or file) becomes.
//!
//! Operands are `u32` slot indexes relative to the frame's window (compiled variables
//! first, then temporaries), literal indexes into the unit's constant table, or absolute
//! jump targets. Opcode names follow Zend's vocabulary. A `Unit` is `Send + Sync` and
//! shared through `Arc` (invariant 4): its literals are `Const`s, materialized into `Value`s
//! once per VM.

pub mod class;

pub use class::{
    AttrDecl, ClassKind, ClassUnit, ConstDecl, ConstExpr, Init, MethodDecl, PropDecl, PropHooks,
    TraitUseDecl, Visibility, hook_method_name,
};

use crate::value::compare::CmpOp;
use crate::value::ops::BinOp;
use std::sync::Arc;

/// A slot index relative to the frame base.
pub type Slot = u32;

/// The slot operand of a result nobody uses (an unused call result or `$i++` statement).
pub const NO_SLOT: Slot = u32::MAX;

/// A literal index into `Unit::consts`.
pub type Lit = u32;
/// An absolute op index.
pub type Target = u32;

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Not,
    BitNot,
    Neg,
    Plus,
}

/// Casts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastOp {
    Int,
    Float,
    String,
    Bool,
    Array,
    Object,
    Null,
}

/// `++`/`--`, pre or post (`IncOp::step` reads the direction from the discriminant).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum IncOp {
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

impl IncOp {
    /// +1 for an increment, -1 for a decrement, without a branch (a jump table per `++`
    /// in the lane's loops otherwise).
    #[inline(always)]
    pub fn step(self) -> i64 {
        1 - 2 * (self as u8 & 1) as i64
    }
}

/// What `include`-like ops do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IncludeOp {
    Include,
    IncludeOnce,
    Require,
    RequireOnce,
    /// `eval($code)`: `path` holds the code.
    Eval,
}

/// Magic constants resolved at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeCheck {
    Null,
    Bool,
    Int,
    Float,
    String,
    Array,
    Object,
    Callable,
    Iterable,
    Numeric,
    Scalar,
}

/// The builtins `Op::Special1` runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecialFn {
    Strlen,
    IsNull,
    IsBool,
    IsInt,
    IsFloat,
    IsString,
    IsArray,
    IsObject,
    IsResource,
    IsScalar,
    BoolVal,
    IntVal,
    FloatVal,
    StrVal,
    GetType,
    Count,
}

impl SpecialFn {
    /// The special function a lowercased global name with one argument is, if any.
    pub fn of(lower: &[u8]) -> Option<SpecialFn> {
        Some(match lower {
            b"strlen" => SpecialFn::Strlen,
            b"is_null" => SpecialFn::IsNull,
            b"is_bool" => SpecialFn::IsBool,
            b"is_long" | b"is_int" | b"is_integer" => SpecialFn::IsInt,
            b"is_float" | b"is_double" => SpecialFn::IsFloat,
            b"is_string" => SpecialFn::IsString,
            b"is_array" => SpecialFn::IsArray,
            b"is_object" => SpecialFn::IsObject,
            b"is_resource" => SpecialFn::IsResource,
            b"is_scalar" => SpecialFn::IsScalar,
            b"boolval" => SpecialFn::BoolVal,
            b"intval" => SpecialFn::IntVal,
            b"floatval" | b"doubleval" => SpecialFn::FloatVal,
            b"strval" => SpecialFn::StrVal,
            b"gettype" => SpecialFn::GetType,
            b"count" | b"sizeof" => SpecialFn::Count,
            _ => return None,
        })
    }
}

/// One instruction. Kept at 16 bytes (asserted below).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Op {
    Nop,
    /// The end of a statement under `declare(ticks=N)`: every `every`-th runs the
    /// registered tick functions (php's ZEND_TICKS).
    Ticks {
        every: u32,
    },
    /// `dst = consts[lit]`
    Const {
        dst: Slot,
        lit: Lit,
    },
    /// `dst = src` (a copy; for temporaries)
    Move {
        dst: Slot,
        src: Slot,
    },
    /// `dst = src` where dst is a compiled variable (writes through a reference).
    Assign {
        var: Slot,
        src: Slot,
    },
    /// `var = &src_ref` where `src` holds a reference cell (made by a `Make*Ref` op).
    AssignRef {
        var: Slot,
        src: Slot,
    },
    /// Turn compiled variable `var` into a reference cell (creating null) and put the
    /// cell into `dst`.
    MakeRef {
        dst: Slot,
        var: Slot,
    },
    /// Mark a temporary slot as "absent" (used as the append marker `[]` in dim paths).
    Clear {
        dst: Slot,
    },
    /// End of a statement: release the objects, arrays and reference cells its temporaries `first..first+n`
    /// still hold (php frees operands as it consumes them; a `(new A)->m()` object dies
    /// here, and its destructor runs, as in php).
    FreeTemps {
        first: Slot,
        n: u32,
    },
    /// `unset($var)`
    UnsetVar {
        var: Slot,
    },
    /// `dst = isset(var)` (no warning)
    IssetVar {
        dst: Slot,
        var: Slot,
    },
    /// Read a variable into `dst`, quietly (for `??`, `isset`, `empty`): undefined is null.
    FetchQuiet {
        dst: Slot,
        var: Slot,
    },
    Bin {
        op: BinOp,
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    /// `Bin` with a literal right operand (a `Const` load fused in by the compiler).
    BinLit {
        op: BinOp,
        dst: Slot,
        a: Slot,
        lit: Lit,
    },
    /// `Bin` whose result is assigned to the variable `var` (`$v = $a op $b`: the compiler
    /// fuses `Bin` + `Assign`); the assignment has `Assign`'s semantics.
    BinCv {
        op: BinOp,
        var: Slot,
        a: Slot,
        b: Slot,
    },
    /// `BinLit` + `Assign` fused, as `BinCv`.
    BinLitCv {
        op: BinOp,
        var: Slot,
        a: Slot,
        lit: Lit,
    },
    /// One piece of a rope (php's `ROPE_ADD`, and the right operand of each `.` in a chain
    /// after its first): the value of `src` moved there (a temporary) or copied (a
    /// variable) into rope slot `dst`, and converted to a string now when its conversion
    /// may be seen (floats, arrays, objects' `__toString`, resources). Ints, null and bools
    /// wait for `RopeEnd`, which formats them in place: their conversion is pure.
    RopeAdd {
        dst: Slot,
        src: Slot,
    },
    /// The end of a rope: the `n` slots from `first` (strings, ints, null or bools, each
    /// written by `RopeAdd`, a literal's `Const` or a first `.`'s `Bin`) concatenated into
    /// `dst` in one allocation, and emptied.
    RopeEnd {
        dst: Slot,
        first: Slot,
        n: u32,
    },
    Cmp {
        op: CmpOp,
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    Unary {
        op: UnOp,
        dst: Slot,
        a: Slot,
    },
    Cast {
        op: CastOp,
        dst: Slot,
        a: Slot,
    },
    /// `dst = (a xor b)` as bools
    BoolXor {
        dst: Slot,
        a: Slot,
        b: Slot,
    },
    /// `dst = (bool) a`
    Bool {
        dst: Slot,
        a: Slot,
    },
    /// `var op= src` on a compiled variable.
    AssignOp {
        op: BinOp,
        var: Slot,
        src: Slot,
    },
    /// `++$v` etc. on a compiled variable; `dst` gets the expression's value.
    IncDec {
        op: IncOp,
        dst: Slot,
        var: Slot,
    },
    Echo {
        src: Slot,
    },
    Jmp {
        target: Target,
    },
    JmpZ {
        cond: Slot,
        target: Target,
    },
    JmpNz {
        cond: Slot,
        target: Target,
    },
    /// `Cmp` fused with the `JmpZ`/`JmpNz` that consumes its result (a loop or `if`
    /// condition such as `$i < $n`): jump to `target` when `a op b` is `jump_if`. `op` is
    /// never `Spaceship`.
    CmpJmp {
        op: CmpOp,
        jump_if: bool,
        a: Slot,
        b: Slot,
        target: Target,
    },
    /// `CmpJmp` whose right operand is the literal `lit` (`$i < 1000`).
    CmpLitJmp {
        op: CmpOp,
        jump_if: bool,
        a: Slot,
        lit: Lit,
        target: Target,
    },
    /// Jump when `src` is not null (and not undefined): the `??` fast path.
    JmpNotNull {
        src: Slot,
        target: Target,
    },
    Return {
        src: Slot,
    },
    ReturnNull,
    /// `return $var` in a `function &f()`: `src` holds a reference cell (made by a `*Ref`
    /// op, or a by-reference call's result); anything else returns by value with php's
    /// notice "Only variable references should be returned by reference".
    ReturnRef {
        src: Slot,
    },
    /// `$a = &f()`: `flag = whether the call's result in `src` is a reference`; after the
    /// store, `AssignRefNotice` gives php's notice "Only variables should be assigned by
    /// reference" when it was not (the value is then bound as a new cell).
    AssignRefResult {
        src: Slot,
        flag: Slot,
    },
    AssignRefNotice {
        flag: Slot,
    },
    /// Send a call's result: by reference when parameter `arg` wants one and the callee
    /// returned one; else by value, with php's notice "Only variables should be passed by
    /// reference" when the parameter wanted a reference.
    SendFuncResult {
        src: Slot,
        arg: u32,
    },
    /// Arrays
    /// A new array with room for `cap` elements; `hashed` when string keys are known to
    /// come (its first key is a string literal): made hashed at once, not packed first.
    NewArray {
        hashed: bool,
        dst: Slot,
        cap: u32,
    },
    AddElem {
        arr: Slot,
        val: Slot,
    },
    AddElemKey {
        arr: Slot,
        key: Slot,
        val: Slot,
    },
    /// `AddElemKey` with a literal key: an int, or a string that is no canonical int (so
    /// it is the key as it stands: no normalisation, and its hash is cached). `fresh`: the
    /// compiler knows the key is not in the array yet (every item before it has a literal
    /// key, each different), so no lookup is made.
    AddElemLit {
        fresh: bool,
        arr: Slot,
        lit: Lit,
        val: Slot,
    },
    /// Append a reference cell held in `val`.
    AddElemRef {
        arr: Slot,
        key: Slot,
        val: Slot,
    },
    AddSpread {
        arr: Slot,
        src: Slot,
    },
    /// `dst = base[key]` with php's read warnings.
    FetchDimR {
        dst: Slot,
        base: Slot,
        key: Slot,
    },
    /// `FetchDimR` with a literal key (`$a['name']`): no load of the key per read.
    FetchDimRC {
        dst: Slot,
        base: Slot,
        lit: Lit,
    },
    /// `dst = base[key]` for `list()`: no warning when `base` is not an array.
    FetchListR {
        dst: Slot,
        base: Slot,
        key: Slot,
    },
    /// `dst = base[key]` quietly (isset/??/empty); `dst` is absent when not set. `empty`:
    /// the last access of `empty(...)`, which takes keys and string offsets as `isset`
    /// does (php's `ISSET_ISEMPTY_DIM_OBJ`), not as `??` does.
    FetchDimIs {
        empty: bool,
        dst: Slot,
        base: Slot,
        key: Slot,
    },
    /// `var[k0][k1]... = src`; keys are the `n` consecutive slots from `keys`
    /// (an absent slot is `[]`).
    AssignDim {
        var: Slot,
        keys: Slot,
        n: u16,
        src: Slot,
    },
    /// `var[k0]... op= src`; `dst` gets the result (dst == keys + n).
    AssignDimOp {
        op: BinOp,
        n: u8,
        var: Slot,
        keys: Slot,
        src: Slot,
    },
    /// `++var[k0]...` etc.; result into `keys + n`.
    IncDecDim {
        op: IncOp,
        n: u8,
        var: Slot,
        keys: Slot,
    },
    /// `unset(var[k0]...[kn-1])`
    UnsetDim {
        var: Slot,
        keys: Slot,
        n: u16,
    },
    /// `dst = &var[k0]...` (a reference cell to the element, created as null).
    /// (see FetchDimRef)
    FetchDimRef {
        dst: Slot,
        var: Slot,
        keys: Slot,
        n: u16,
    },
    /// `obj->name` inside a global `const` declaration (a constant expression): the
    /// name becomes a string, then an object that is not an enum case is an Error
    /// ("Fetching properties on non-enums in constant expressions is not allowed").
    /// The variable at the root of a read-modify-write of elements (`$a[k] op= v`,
    /// `$a[k]++`), before its keys: unset, it warns and becomes null (php's BP_VAR_RW
    /// fetch of the container comes first).
    FetchRw {
        var: Slot,
    },
    /// Before a read-modify-write of `$obj->name` (`op=`, `++`/`--`): the container must
    /// be an object, else php's Error ("Attempt to assign property" / "Attempt to
    /// increment/decrement property") is thrown at once, after the undefined-variable
    /// warning of an unset variable (php's FETCH_OBJ_RW on the container).
    PropRwCheck {
        obj: Slot,
        name: Lit,
        incdec: bool,
    },
    ConstPropCheck {
        obj: Slot,
        name: Slot,
    },
    /// Objects (internal classes and plain property bags).
    FetchObjR {
        dst: Slot,
        obj: Slot,
        name: Slot,
    },
    /// `$obj->name ?? x`, and with `empty` set the operand of `empty($obj->name)` (a
    /// missing property of a class with `__get` but no `__isset` is then null, as php's
    /// `has_property` says, instead of asking `__get`).
    FetchObjIs {
        empty: bool,
        dst: Slot,
        obj: Slot,
        name: Slot,
    },
    /// `dst = $obj->name` with a literal name (`consts[name]`).
    FetchPropC {
        dst: Slot,
        obj: Slot,
        name: Lit,
    },
    /// `dst = $this->name` with a literal name.
    FetchThisPropC {
        dst: Slot,
        name: Lit,
    },
    /// `$obj->name = src` with a literal name.
    AssignPropC {
        obj: Slot,
        name: Lit,
        src: Slot,
    },
    /// `$this->name = src` with a literal name.
    AssignThisPropC {
        name: Lit,
        src: Slot,
    },
    /// `++$this->name` etc. with a literal name: read, step and write back in one op
    /// (`var` is the full path's scratch slot for the value read); `dst` gets the
    /// expression's value.
    IncDecThisProp {
        op: IncOp,
        dst: Slot,
        var: Slot,
        name: Lit,
    },
    /// `$this->name op= src` with a literal name (php's ASSIGN_OBJ_OP: the value is
    /// evaluated first, then the property read, computed and written back); `dst` gets
    /// the result.
    AssignOpThisProp {
        op: BinOp,
        dst: Slot,
        name: Lit,
        src: Slot,
    },
    /// `new Class` / `new Class()` / `new static` without arguments: `New` and `InitCtor`
    /// in one op, which skips the `DoFcall` after it when the class has no constructor
    /// (php's NEW jumps over its DO_FCALL then).
    NewCtor {
        dst: Slot,
        class: Lit,
    },
    /// `dst = $GLOBALS['name']` with a literal name (`FetchVarVar` global).
    FetchGlobalC {
        dst: Slot,
        name: Lit,
    },
    /// `Class::$name = src` with a literal class and name, its value unused (php's
    /// ASSIGN_STATIC_PROP: the value is evaluated first, then the property fetched).
    AssignStaticProp {
        class: Lit,
        name: Lit,
        src: Slot,
    },
    /// `dst = isset($this->name)` with a literal name (an Error outside an object, as php's
    /// ISSET_ISEMPTY_PROP_OBJ with an UNUSED op1).
    IssetThisProp {
        dst: Slot,
        name: Lit,
    },
    /// `FetchObjIs` of `$this->name` with a literal name (`empty($this->name)`,
    /// `$this->name ?? x`): an Error outside an object.
    FetchThisPropIs {
        empty: bool,
        dst: Slot,
        name: Lit,
    },
    AssignObj {
        obj: Slot,
        name: Slot,
        src: Slot,
    },
    /// `dst = obj->name` fetched for writing into it (the `$o->a` of `$o->a->b = v`, php's
    /// FETCH_OBJ_W): an undefined property is created null without a warning, `__get`
    /// answers for a missing one, a non-object container is "Attempt to modify". `name` is
    /// a literal when `lit` (then `obj` is `NO_SLOT` for `$this`), else a slot.
    FetchObjW {
        dst: Slot,
        obj: Slot,
        name: u32,
        lit: bool,
    },
    /// `dst = &obj->name` for a write through a path (`$o->a[] = 1`, `$o->n++`): the
    /// property's reference cell (made on first use).
    FetchObjRef {
        dst: Slot,
        obj: Slot,
        name: Slot,
    },
    UnsetObj {
        obj: Slot,
        name: Slot,
    },
    /// `dst = isset($base[$key])` (an ArrayAccess object answers with `offsetExists` alone).
    IssetDim {
        dst: Slot,
        base: Slot,
        key: Slot,
    },
    /// `dst = isset($obj->name)` (asks `__isset` only, as php's `has_property`).
    IssetObj {
        dst: Slot,
        obj: Slot,
        name: Slot,
    },
    /// `dst = $this`; `quiet` (isset/??): absent instead of an Error outside objects.
    This {
        dst: Slot,
        quiet: bool,
    },
    /// Declare `Unit::classes[idx]`; `hoist`: an early attempt at the start of the
    /// script that quietly does nothing when the parent or an interface is missing.
    DeclareClass {
        idx: u32,
        hoist: bool,
    },
    /// `dst = Class::$name` (class literal may be self/parent/static).
    FetchStaticProp {
        dst: Slot,
        class: Lit,
        name: Lit,
    },
    /// `dst = &Class::$name` (the static's reference cell).
    StaticPropRef {
        dst: Slot,
        class: Lit,
        name: Lit,
    },
    /// `dst = isset(Class::$name)`-style quiet read; absent when undefined.
    FetchStaticPropIs {
        dst: Slot,
        class: Lit,
        name: Lit,
    },
    /// `dst = Class::NAME`
    FetchClassConst {
        dst: Slot,
        class: Lit,
        name: Lit,
    },
    /// `dst = $obj::NAME` / `$cls::NAME`
    FetchClassConstDyn {
        dst: Slot,
        class: Slot,
        name: Lit,
    },
    /// `dst = Class::{name}` (php 8.3): a named class, a computed constant name.
    FetchClassConstName {
        dst: Slot,
        class: Lit,
        name: Slot,
    },
    /// `dst = $obj::{name}` / `$cls::{name}`
    FetchClassConstDynName {
        dst: Slot,
        class: Slot,
        name: Slot,
    },
    /// `dst = self::class` etc. (resolved at run time for self/parent/static).
    FetchClassName {
        dst: Slot,
        class: Lit,
    },
    /// `dst = $obj::class`
    FetchClassNameDyn {
        dst: Slot,
        src: Slot,
    },
    /// `$obj->$name()`
    InitMethodCallDyn {
        obj: Slot,
        name: Slot,
    },
    /// `&$cls::$name` for dynamic class or property names (reads go through the cell);
    /// `quiet`: isset/?? (absent instead of an Error).
    StaticPropRefDyn {
        dst: Slot,
        class: Slot,
        name: Slot,
        quiet: bool,
    },
    /// `Class::$name = &src` (`src` holds a reference cell; `class` a class name, `self`,
    /// `parent`, `static` or an object, `name` the property name).
    AssignStaticPropRef {
        class: Slot,
        name: Slot,
        src: Slot,
    },
    /// `unset(Class::$name)`: resolves the class, then throws php's Error.
    UnsetStaticProp {
        class: Slot,
        name: Slot,
    },
    /// `var[k0]... = &src` (`src` holds a reference cell).
    AssignDimRef {
        var: Slot,
        keys: Slot,
        n: u16,
        src: Slot,
    },
    /// `$obj->name = &$src` (`src` holds a reference cell).
    AssignObjRef {
        obj: Slot,
        name: Slot,
        src: Slot,
    },
    /// `$cls::method()` / `$obj::method()`
    InitStaticMethodCallDyn {
        class: Slot,
        name: Slot,
    },
    /// `dst = clone src`
    Clone {
        dst: Slot,
        src: Slot,
    },
    /// `dst = new consts[class]` (constructor is called separately).
    New {
        dst: Slot,
        class: Lit,
    },
    NewDyn {
        dst: Slot,
        class: Slot,
    },
    /// `dst = a instanceof consts[class]`
    InstanceOf {
        dst: Slot,
        a: Slot,
        class: Lit,
    },
    InstanceOfDyn {
        dst: Slot,
        a: Slot,
        class: Slot,
    },
    /// Calls: `InitFcall` resolves and opens a pending call whose arguments are pushed
    /// above the frame's window, `DoFcall` runs it.
    InitFcall {
        name: Lit,
        argc: u32,
    },
    InitDynamicCall {
        callee: Slot,
    },
    InitMethodCall {
        obj: Slot,
        name: Lit,
    },
    InitStaticMethodCall {
        class: Lit,
        name: Lit,
    },
    /// Call an object's `__construct` if it has one (opens a call either way).
    InitCtor {
        obj: Slot,
    },
    SendVal {
        src: Slot,
    },
    /// php's `ZEND_SEND_VAL_EX`: send a temporary or literal as positional argument `arg`;
    /// php's Error "f(): Argument #1 ($a) could not be passed by reference" when the
    /// parameter is by reference.
    SendValEx {
        src: Slot,
        arg: u32,
    },
    /// Send compiled variable `var` by reference when parameter `arg` wants one.
    SendVar {
        var: Slot,
        arg: u32,
    },
    /// Send a reference cell held in `src` (by-ref arg computed by a `*Ref` op).
    SendRef {
        src: Slot,
    },
    SendNamed {
        src: Slot,
        name: Lit,
    },
    /// Send compiled variable `var` as named argument `name`, by reference when that
    /// parameter wants one.
    SendNamedVar {
        var: Slot,
        name: Lit,
    },
    /// `SendValEx` for a named argument.
    SendNamedValEx {
        src: Slot,
        name: Lit,
    },
    /// Jump to `target` when the pending call's parameter called `name` is by value.
    JmpNamedByVal {
        name: Lit,
        target: Target,
    },
    SendUnpack {
        src: Slot,
    },
    /// Jump to `target` when the pending call's parameter `arg` is by value.
    JmpArgByVal {
        arg: u32,
        target: Target,
    },
    DoFcall {
        dst: Slot,
    },
    /// A call of a function this file declares unconditionally (so it exists when the
    /// call runs) with exactly its parameter count of positional arguments, none of them
    /// by reference: `InitFcall` + the sends + `DoFcall` in one op, without a pending
    /// call. The arguments' sources are `Unit::call_args[args..args + argc]`: a slot (a
    /// temporary is moved, a variable read) or `ARG_LIT | lit`.
    CallDirect {
        argc: u8,
        name: Lit,
        args: u32,
        dst: Slot,
    },
    /// A call of a registered builtin (its name resolves to the global function at
    /// compile time: php's own functions cannot be redeclared) whose parameters are all by
    /// value, with positional arguments only: `InitFcall` + the sends + `DoFcall` in one
    /// op, the arguments' sources as for `CallDirect`. A builtin with a fast entry
    /// (`builtins::fast`) answers in the lane.
    CallBuiltin {
        argc: u8,
        name: Lit,
        args: u32,
        dst: Slot,
    },
    /// `$this->name(args)` in an instance method of a class whose body declares `name`
    /// with exactly `argc` by-value parameters: `This` + `InitMethodCall` + the sends +
    /// `DoFcall` in one op, the arguments' sources as for `CallDirect`.
    CallThis {
        argc: u8,
        name: Lit,
        args: u32,
        dst: Slot,
    },
    /// `self::name(args)` / `static::name(args)` in a method of a class whose body
    /// declares `name` with exactly `argc` by-value parameters: `InitStaticMethodCall` +
    /// the sends + `DoFcall` in one op. `Unit::call_args[args]` is the method name's
    /// literal, the arguments' sources follow it.
    CallStatic {
        argc: u8,
        class: Lit,
        args: u32,
        dst: Slot,
    },
    /// Declarations
    DeclareFunction {
        child: u32,
    },
    /// `dst = closure over child unit`, capturing per `Unit::closure_sites[site]`.
    CreateClosure {
        dst: Slot,
        site: u32,
    },
    /// `dst = first-class callable from callee value`
    MakeCallable {
        dst: Slot,
        src: Slot,
    },
    /// `dst = first-class callable of static method `name` of class `class` (a name or an
    /// object)`: `$c::m(...)`, `A::$m(...)`, resolved as the static call would be
    MakeStaticCallable {
        dst: Slot,
        class: Slot,
        name: Slot,
    },
    /// `global $var` (name from the unit's variable names).
    BindGlobal {
        var: Slot,
    },
    /// `static $var`: binds the per-function cell; jumps to `skip` when already initialised.
    BindStatic {
        var: Slot,
        skip: Target,
    },
    /// Variable variables: `dst = ${name}` etc.
    /// `global`: the name is looked up in the global scope (`$GLOBALS[name]`).
    FetchVarVar {
        dst: Slot,
        name: Slot,
        quiet: bool,
        global: bool,
    },
    AssignVarVar {
        name: Slot,
        src: Slot,
        global: bool,
    },
    /// `${name} = &...` / `global ${name}`: bind the variable so named (in the global
    /// scope when `global`) to the reference cell in `src`.
    BindVarVar {
        name: Slot,
        src: Slot,
        global: bool,
    },
    /// `dst = &${name}` (a reference cell)
    VarVarRef {
        dst: Slot,
        name: Slot,
        global: bool,
    },
    UnsetVarVar {
        name: Slot,
        global: bool,
    },
    /// `dst = $GLOBALS`: a read-only copy of the global symbol table (php 8.1+).
    FetchGlobals {
        dst: Slot,
    },
    /// Constants
    FetchConstant {
        dst: Slot,
        name: Lit,
    },
    /// Magic constants resolved from the frame (`__FUNCTION__`)
    FunctionName {
        dst: Slot,
    },
    DeclareConst {
        name: Lit,
        src: Slot,
    },
    /// Exceptions
    Throw {
        src: Slot,
    },
    /// At a catch block entry: if the current exception is an instance of
    /// consts[class], store it into `var` (or drop it if `var == u32::MAX`) and go on;
    /// otherwise jump to `next`.
    Catch {
        class: Lit,
        var: Slot,
        next: Target,
    },
    /// Rethrow the current exception (no catch matched).
    Rethrow,
    /// Call a finally block: `fast = return address`, jump to target.
    FastCall {
        fast: Slot,
        target: Target,
    },
    /// End of finally: return to the address in `fast`, or rethrow the exception there.
    FastRet {
        fast: Slot,
    },
    /// Discard a pending exception held in `fast` (a `return` inside finally).
    DiscardFast {
        fast: Slot,
    },
    /// foreach
    FeReset {
        iter: Slot,
        src: Slot,
        by_ref: bool,
    },
    /// Fetch the next element: value into `val` (a reference cell when by_ref); jump to
    /// `end` when done.
    FeFetch {
        iter: Slot,
        val: Slot,
        end: Target,
    },
    /// The key of the element `FeFetch` just fetched.
    FeKey {
        iter: Slot,
        key: Slot,
    },
    FeFree {
        iter: Slot,
    },
    /// match without a matching arm
    MatchError {
        src: Slot,
    },
    /// switch/match helper: `dst = a === b`
    Silence {
        dst: Slot,
    },
    EndSilence {
        src: Slot,
    },
    /// Generators: once the parameters are received, the frame becomes a Generator
    /// object (the call's result).
    GeneratorCreate,
    Yield {
        dst: Slot,
        key: Slot,
        val: Slot,
    },
    YieldFrom {
        dst: Slot,
        src: Slot,
    },
    /// Verify/coerce parameter `arg` against `Unit::params[arg].ty`.
    RecvCheck {
        arg: u32,
    },
    /// Missing argument without default: ArgumentCountError
    RecvRequired {
        arg: u32,
    },
    /// Jump when argument `arg` was passed (skip the default-value code).
    JmpArgPassed {
        arg: u32,
        target: Target,
    },
    /// After a property assignment whose value is used: the value as the typed property
    /// coerced it into `dst` (which holds the value as given), when the assignment just
    /// before coerced it (`Vm::assigned`).
    AssignedValue {
        dst: Slot,
    },
    /// Return type check on `src` (coercing in place).
    VerifyReturn {
        src: Slot,
    },
    /// The end of a function with a return type (not void) reached: php's "none
    /// returned" TypeError (`zend_verify_missing_return_type`).
    VerifyNoneReturned,
    Include {
        op: IncludeOp,
        dst: Slot,
        path: Slot,
    },
    Exit {
        src: Slot,
    },
    /// `dst = type check of a`
    TypeIs {
        check: TypeCheck,
        dst: Slot,
        a: Slot,
    },
    Isset {
        dst: Slot,
        a: Slot,
    },
    /// Throw an `Error` with a literal message (php's run-time half of a compile-time
    /// shape: `f($a[])` to a by-value parameter is "Cannot use [] for reading").
    ThrowError {
        msg: Lit,
    },
    /// Compile-time fatal error surfaced at run time (message in consts).
    Fatal {
        msg: Lit,
    },
    /// `dst = compact-like snapshot of all variables` (get_defined_vars)
    DefinedVars {
        dst: Slot,
    },
    /// `extract`-like: write variables from the array in `src` by name.
    ExtractVars {
        dst: Slot,
        src: Slot,
    },
    /// `compact`: build an array of named variables from an args array in `src`
    CompactVars {
        dst: Slot,
        src: Slot,
    },
    /// Current value of `func_get_args()`
    FuncGetArgs {
        dst: Slot,
    },
    /// A builtin of one argument that php compiles to an opcode of its own
    /// (`zend_try_compile_special_func`: `ZEND_STRLEN`, `ZEND_TYPE_CHECK`, `ZEND_CAST`,
    /// `ZEND_COUNT`, `ZEND_GET_TYPE`): no call frame, so an error it throws has no frame of
    /// its own in the trace. `name` is the function's name as written, lowercased (a literal).
    Special1 {
        f: SpecialFn,
        name: Lit,
        dst: Slot,
        src: Slot,
    },
    /// `func_num_args()` (php's `ZEND_FUNC_NUM_ARGS`): the count of `func_get_args()`.
    FuncNumArgs {
        dst: Slot,
    },
}

const _: () = assert!(std::mem::size_of::<Op>() <= 16);

/// A literal in Send-able form.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(Box<[u8]>),
    Array(Vec<(ConstKey, Const)>),
}

/// A key of a constant array.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstKey {
    Int(i64),
    Str(Box<[u8]>),
}

/// A parameter type, kept simple: a union of names (lowercased builtin type names or
/// class names as written).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ParamType {
    /// Each alternative, e.g. `["int", "string"]`; `?int` adds `"null"`.
    pub alternatives: Vec<Box<[u8]>>,
    /// The type as php prints it in messages (`?int`, `string|int`).
    pub display: String,
    /// Union of intersections (each term one or more names): what variance checks compare.
    pub dnf: Vec<Vec<Box<[u8]>>>,
}

/// One parameter of a unit.
#[derive(Clone, Debug, Default)]
pub struct Param {
    pub name: Box<[u8]>,
    pub by_ref: bool,
    pub variadic: bool,
    pub has_default: bool,
    pub ty: Option<ParamType>,
    /// The default as php shows it in a declaration (`= 5`, `= 'abc'`, `= FOO`).
    pub default_text: Option<Box<str>>,
    /// The default as a constant expression when it builds an object (`= new C(...)`),
    /// which Reflection evaluates; other defaults are rebuilt from the unit's code.
    pub default_expr: Option<ConstExpr>,
    /// Its attributes (`ReflectionParameter::getAttributes`).
    pub attributes: Vec<AttrDecl>,
    /// `#[\SensitiveParameter]`: shown as a `SensitiveParameterValue` in backtraces.
    pub sensitive: bool,
    /// A promoted constructor parameter (`public function __construct(private int $x)`).
    pub promoted: bool,
}

/// A try/catch/finally region: ops in `[start, end)` are protected.
#[derive(Clone, Debug, Default)]
pub struct TryRegion {
    pub start: Target,
    /// End of the try body (exclusive); the catch blocks start here.
    pub end: Target,
    /// First catch op, or 0 when there are none.
    pub catch: Target,
    /// The finally block, or 0 when there is none.
    pub finally: Target,
    /// End of the finally block (exclusive).
    pub finally_end: Target,
    /// The fast-call slot of the finally block.
    pub fast: Slot,
    /// The temporaries of the try and catch blocks (`lo..hi`): dead once an exception
    /// leaves them, freed in order as php's live ranges are (a foreach's iterator, a
    /// `new` not yet stored).
    pub temps: (Slot, Slot),
}

/// How a closure captures from its parent frame.
#[derive(Clone, Debug, Default)]
pub struct ClosureSite {
    pub child: u32,
    /// (parent slot, child slot, by_ref, explicit `use`)
    pub captures: Vec<(Slot, Slot, bool, bool)>,
}

/// What kind of code a unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum UnitKind {
    #[default]
    Script,
    Function,
    Closure,
    ArrowFn,
    Method,
}

/// A compiled function or file: immutable, shared between threads.
#[derive(Debug, Default)]
pub struct Unit {
    pub kind: UnitKind,
    /// The function name as declared (`{closure}` for closures, empty for a script).
    pub name: Box<[u8]>,
    pub file: Arc<str>,
    pub ops: Vec<Op>,
    pub consts: Vec<Const>,
    /// pc -> line
    pub lines: Vec<u32>,
    /// Compiled variables (names without `$`), slots `0..cv_names.len()`.
    pub cv_names: Vec<Box<[u8]>>,
    pub num_slots: u32,
    pub params: Vec<Param>,
    pub return_type: Option<ParamType>,
    pub returns_ref: bool,
    pub is_generator: bool,
    pub strict_types: bool,
    pub is_static: bool,
    pub try_regions: Vec<TryRegion>,
    /// `FeFree` ops of a `break`/`continue`/`return`/`goto` leaving a foreach, with the
    /// loop's own `FeFree`: an exception a destructor throws there is thrown at the loop's
    /// end (php's ZEND_FREE_ON_RETURN).
    pub jump_frees: Vec<(Target, Target)>,
    /// Nested function and closure units.
    pub children: Vec<Arc<Unit>>,
    pub closure_sites: Vec<ClosureSite>,
    /// Compiled variables naming superglobals (`$_GET`...): bound to the global on entry.
    pub superglobals: Vec<Slot>,
    /// Line where the function starts (for `{closure:file:line}` names).
    pub start_line: u32,
    /// Class declarations of this unit (`DeclareClass` operands).
    pub classes: Vec<Arc<ClassUnit>>,
    /// For a method: the declaring class's name as written in its declaration.
    pub class_name: Box<[u8]>,
    /// Internal code (a prelude class's method): its TypeErrors and ArgumentCountErrors
    /// read as an internal function's, its frames never give a location to diagnostics.
    pub internal: bool,
    /// Attributes of a function or closure (a method's are on its `MethodDecl` too).
    pub attributes: Vec<AttrDecl>,
    /// The `/** ... */` before a function or method (`getDocComment`).
    pub doc_comment: Option<Box<[u8]>>,
    /// `ATTR_*` bits: calls of a unit with any of them set leave the plain call path.
    pub attr_flags: u8,
    /// The argument sources of the `CallDirect` ops.
    pub call_args: Vec<u32>,
}

/// A `Unit::call_args` source that is literal `src & !ARG_LIT`.
pub const ARG_LIT: u32 = 1 << 30;

/// `#[\Deprecated]` on the function: calling it reports a deprecation.
pub const ATTR_DEPRECATED: u8 = 1;
/// `#[\NoDiscard]`: calling it as a statement warns.
pub const ATTR_NODISCARD: u8 = 2;
/// A parameter has `#[\SensitiveParameter]`.
pub const ATTR_SENSITIVE: u8 = 4;

impl Unit {
    /// The line of op `pc`.
    pub fn line(&self, pc: usize) -> u32 {
        self.lines
            .get(pc)
            .copied()
            .or_else(|| self.lines.last().copied())
            .unwrap_or(0)
    }

    /// The compiled variable named `name`, if any.
    pub fn cv(&self, name: &[u8]) -> Option<Slot> {
        self.cv_names
            .iter()
            .position(|n| &**n == name)
            .map(|i| i as Slot)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn units_are_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Unit>();
        check::<Arc<Unit>>();
        assert!(std::mem::size_of::<Op>() <= 16);
    }
}
