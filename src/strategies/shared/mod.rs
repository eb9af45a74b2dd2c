//! What strategies of several families share: the candidates of every cell, choosing
//! k of n, and conjugate pairs with their colour clusters.

pub(crate) mod candidate_map;
pub(crate) mod combinations;
pub(crate) mod conjugates;
