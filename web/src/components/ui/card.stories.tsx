import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = { title: 'UI/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Custom Build</CardTitle>
        <CardDescription>30+ proizvoda po prodavnici, isporuka za 24h.</CardDescription>
      </CardHeader>
      <CardContent>20 USD po niši</CardContent>
      <CardFooter>
        <Button>Naruči</Button>
      </CardFooter>
    </Card>
  ),
};
export const Plain: Story = { render: () => <Card className="max-w-sm p-6">Samo sadržaj</Card> };
