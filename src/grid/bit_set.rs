//! What the board's two bit sets, [`CellSet`](super::CellSet) and
//! [`DigitSet`](super::DigitSet), have in common, written once: set algebra as word
//! operators, the iterator over the members, and the conversions from members. Each type
//! keeps its own methods, documentation and `Debug`.

/// Implements the set operators, the member iterator and the conversions for a newtype
/// over one word whose bit `i` is the member with index `i`.
///
/// ```text
/// bit_set! {
///     CellSet(u128) of Cell, all ALL_BITS;
///     /// The iterator's documentation.
///     CellSetIter
/// }
/// ```
///
/// The set type must have `EMPTY`, `single`, `insert` and `iter` (which makes the
/// iterator of its word), and the member type `from_index`. The macro gives:
///
/// - `&`, `|`, `^` (symmetric difference), `-` (difference) and their assigning forms,
///   and `!` (the complement within `ALL_BITS`, so that unused bits stay clear);
/// - the iterator, members in index order, with an exact length;
/// - `IntoIterator`, `FromIterator` of members, and `From` one member.
///
/// Everything is `#[inline]`: these are the hot loops' types.
macro_rules! bit_set {
    // A binary operator on the words, and its assigning form.
    (@binary $set:ident: $($op:ident $method:ident, $op_assign:ident $method_assign:ident:
        |$a:ident, $b:ident| $value:expr;)*) => {
        $(
            impl ::std::ops::$op for $set {
                type Output = $set;
                #[inline]
                fn $method(self, rhs: $set) -> $set {
                    let ($a, $b) = (self.0, rhs.0);
                    $set($value)
                }
            }

            impl ::std::ops::$op_assign for $set {
                #[inline]
                fn $method_assign(&mut self, rhs: $set) {
                    let ($a, $b) = (self.0, rhs.0);
                    self.0 = $value;
                }
            }
        )*
    };

    (
        $set:ident($word:ty) of $member:ident, all $all:expr;
        $(#[$iter_attr:meta])*
        $iter:ident
    ) => {
        $crate::grid::bit_set::bit_set!(@binary $set:
            BitAnd bitand, BitAndAssign bitand_assign: |a, b| a & b;
            BitOr bitor, BitOrAssign bitor_assign: |a, b| a | b;
            BitXor bitxor, BitXorAssign bitxor_assign: |a, b| a ^ b;
            Sub sub, SubAssign sub_assign: |a, b| a & !b;
        );

        impl ::std::ops::Not for $set {
            type Output = $set;
            #[inline]
            fn not(self) -> $set {
                $set(!self.0 & $all)
            }
        }

        $(#[$iter_attr])*
        #[derive(Clone, Debug)]
        pub struct $iter($word);

        impl Iterator for $iter {
            type Item = $member;

            #[inline]
            fn next(&mut self) -> Option<$member> {
                if self.0 == 0 {
                    return None;
                }
                let index = self.0.trailing_zeros() as usize;
                self.0 &= self.0 - 1;
                $member::from_index(index)
            }

            #[inline]
            fn size_hint(&self) -> (usize, Option<usize>) {
                let n = self.0.count_ones() as usize;
                (n, Some(n))
            }
        }

        impl ExactSizeIterator for $iter {}

        impl IntoIterator for $set {
            type Item = $member;
            type IntoIter = $iter;

            #[inline]
            fn into_iter(self) -> $iter {
                self.iter()
            }
        }

        impl FromIterator<$member> for $set {
            #[inline]
            fn from_iter<I: IntoIterator<Item = $member>>(iter: I) -> $set {
                let mut set = $set::EMPTY;
                for member in iter {
                    set.insert(member);
                }
                set
            }
        }

        impl From<$member> for $set {
            #[inline]
            fn from(member: $member) -> $set {
                $set::single(member)
            }
        }
    };
}

pub(super) use bit_set;
