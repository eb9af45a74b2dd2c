//! Single-digit patterns: short chains of one digit's strong links (Skyscraper,
//! 2-String Kite, Turbot Fish) and the Empty Rectangle.

mod empty_rectangle;
mod skyscraper;
mod turbot_fish;
mod two_string_kite;

pub use empty_rectangle::EmptyRectangle;
pub use skyscraper::Skyscraper;
pub use turbot_fish::TurbotFish;
pub use two_string_kite::TwoStringKite;
