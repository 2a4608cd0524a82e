import type { GraphQLContext } from '../../graphql/context.ts';
import type { GroupRow } from '../groups/tables.ts';
import { ancestorPaths } from '../memberships/rules.ts';
import { findGroup } from '../groups/queries.ts';
import { canReadSubscription } from './rules.ts';
import { FREE_PLAN } from './serializers.ts';

/** Extension (not in GitLab 16.2): see docs/graphql-extensions.md. */
export const subscriptionTypeDefs = /* GraphQL */ `
  """The plan and trial of a top-level group (extension: 16.2 exposes this only over REST)."""
  type GitlabSubscription {
    planCode: String!
    planName: String!
    trial: Boolean!
    trialStartsOn: Date
    trialEndsOn: Date
  }

  extend type Group {
    """Plan and trial of the group's top-level group; null unless the viewer is a member or an admin."""
    gitlabSubscription: GitlabSubscription
  }
`;

export const subscriptionResolvers = {
  Group: {
    gitlabSubscription: async (group: GroupRow, _: unknown, context: GraphQLContext) => {
      const level = await context.viewer.groupAccess(group);
      if (!canReadSubscription(context.viewer.facts, level)) return null;
      const rootPath = ancestorPaths(group.fullPath)[0];
      const root = rootPath ? await findGroup(context.db, { fullPath: rootPath }) : group;
      if (!root) return null;
      const subscription = await context.loaders.subscription(root.id);
      if (!subscription) return FREE_PLAN;
      return {
        planCode: subscription.planCode,
        planName: subscription.planName,
        trial: subscription.trial,
        trialStartsOn: subscription.trialStartsOn,
        trialEndsOn: subscription.trialEndsOn,
      };
    },
  },
};
