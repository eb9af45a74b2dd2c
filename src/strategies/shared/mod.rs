//! What strategies of several families share: the candidates of every cell, choosing
//! k of n, conjugate pairs with their colour clusters, and what the scans of a walk
//! found nothing in.

pub(crate) mod candidate_map;
pub(crate) mod combinations;
pub(crate) mod conjugates;
pub(crate) mod fruitless;
