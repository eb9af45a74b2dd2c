//! Single-digit patterns: short chains of one digit's strong links (Skyscraper,
//! 2-String Kite, Turbot Fish), the Empty Rectangle, the dual forms of the kite and the
//! rectangle, and the templates of one digit (Template Set, Template Delete).

mod dual_empty_rectangle;
mod dual_two_string_kite;
mod empty_rectangle;
mod skyscraper;
mod template_delete;
mod template_set;
mod templates;
mod turbot_fish;
mod two_string_kite;

pub use dual_empty_rectangle::DualEmptyRectangle;
pub use dual_two_string_kite::DualTwoStringKite;
pub use empty_rectangle::EmptyRectangle;
pub use skyscraper::Skyscraper;
pub use template_delete::TemplateDelete;
pub use template_set::TemplateSet;
pub(crate) use templates::Templates;
pub use turbot_fish::TurbotFish;
pub use two_string_kite::TwoStringKite;
