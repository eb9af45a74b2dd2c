//! Wings: a few cells that between them force a digit out of the cells that see the
//! right ones (XY-, XYZ-, W- and WXYZ-Wing).

mod w_wing;
mod wxyz_wing;
mod xy_wing;
mod xyz_wing;

pub use w_wing::WWing;
pub use wxyz_wing::WxyzWing;
pub use xy_wing::XyWing;
pub use xyz_wing::XyzWing;
