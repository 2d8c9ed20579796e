import { graphql } from '../../gql';

/**
 * The home page's sections, in order: the categories an admin marked for the home page, each
 * with its heading and whether the tab bar names it (issue 36; the demo shop keeps its four).
 */
export const HomeSectionsQuery = graphql(`
  query HomeSections {
    homeSections {
      categoryId
      slug
      title
      tab
    }
  }
`);

/** A section's element id (the tab bar's jump target), apart from the page's other ids. */
export const homeSectionId = (slug: string) => `home-${slug}`;
