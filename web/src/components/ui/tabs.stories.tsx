import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = { title: 'UI/Tabs', component: Tabs, args: { defaultValue: 'subject' } } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const render: Story['render'] = (args) => (
  <Tabs {...args}>
    <TabsList>
      <TabsTrigger value="subject">Subject</TabsTrigger>
      <TabsTrigger value="html">HTML</TabsTrigger>
      <TabsTrigger value="text" disabled>
        Text
      </TabsTrigger>
    </TabsList>
    <TabsContent value="subject">Vaš brend kit je spreman</TabsContent>
    <TabsContent value="html">&lt;h1&gt;Zdravo&lt;/h1&gt;</TabsContent>
    <TabsContent value="text">Zdravo</TabsContent>
  </Tabs>
);

export const FirstTab: Story = { render };
export const SecondTab: Story = { render, args: { defaultValue: 'html' } };
